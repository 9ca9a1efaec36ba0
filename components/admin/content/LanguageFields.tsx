'use client';

import { RichTextField, type RichTextPhoto } from '@/components/admin/rich-text/RichTextField';
import type { AppLocale } from '@/i18n/routing';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { EMPTY_DOC, type RichDoc } from '@/lib/rich-text/doc';
import { LANGUAGES, missingLanguages, type LanguageTexts } from './language-texts';

interface LanguageFieldsProps {
  /** Prefix of the fields' ids, unique on the screen. */
  id: string;
  value: LanguageTexts;
  onLine: (language: AppLocale, text: string) => void;
  onRich: (language: AppLocale, doc: RichDoc) => void;
  lineLabel: string;
  richLabel: string;
  lineMax: number;
  richMax: number;
  /** `apiErrors` keys by the API's paths (`title.hu`), with `line` and `rich` the API's names. */
  errors: Record<string, string>;
  names: { line: string; rich: string };
  photos?: RichTextPhoto[];
  /**
   * What each language lacks, as its flag says it; without it a language is flagged whose line
   * is empty while another language has one (it shows the English text).
   */
  missing?: Partial<Record<AppLocale, string>>;
}

/** Each language's fields in a fieldset of its own, a missing language (or part) flagged. */
export function LanguageFields({
  id,
  value,
  onLine,
  onRich,
  lineLabel,
  richLabel,
  lineMax,
  richMax,
  errors,
  names,
  photos,
  missing: flags,
}: LanguageFieldsProps) {
  const t = useTranslations('AdminNews');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const missing =
    flags ??
    Object.fromEntries(
      missingLanguages(value).map((language) => [
        language,
        t('missingLanguages', { languages: tLocales(language) }),
      ]),
    );
  return (
    <>
      <p className="small text-body-secondary" id={`${id}-languages-help`}>
        {t('languageHelp')}
      </p>
      {LANGUAGES.map((language) => {
        const base = `${id}-${language}`;
        const line = value.line[language];
        const lineError = errorText(errors[`${names.line}.${language}`]);
        const over = line.length > lineMax;
        const shownLineError = lineError ?? (over ? errorText('tooLong') : undefined);
        const richError = errorText(errors[`${names.rich}.${language}`]);
        const flag = missing[language];
        const isMissing = flag !== undefined;
        return (
          <fieldset key={language} className="border rounded p-3 mb-3" lang={language}>
            <legend className="h6 float-none w-auto px-1 mb-2" lang={undefined}>
              {t('languageLegend', { language: tLocales(language) })}
              {isMissing && (
                <span className="badge text-bg-warning ms-2" id={`${base}-missing`}>
                  {flag}
                </span>
              )}
            </legend>
            <div className="mb-3">
              <label htmlFor={`${base}-line`} className="form-label" lang={undefined}>
                {lineLabel}
              </label>
              <input
                id={`${base}-line`}
                type="text"
                className={`form-control${shownLineError ? ' is-invalid' : ''}`}
                value={line}
                onChange={(event) => onLine(language, event.target.value)}
                aria-invalid={shownLineError ? true : undefined}
                aria-describedby={
                  [
                    `${base}-line-counter`,
                    shownLineError && `${base}-line-error`,
                    isMissing && `${base}-missing`,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              <div className="d-flex flex-wrap justify-content-between gap-2 small mt-1">
                <span id={`${base}-line-error`} className="text-danger" lang={undefined}>
                  {shownLineError}
                </span>
                <span
                  id={`${base}-line-counter`}
                  className={over ? 'text-danger fw-semibold' : 'text-body-secondary'}
                  lang={undefined}
                >
                  {t('counter', { count: line.length, max: lineMax })}
                </span>
              </div>
            </div>
            <div id={`${base}-rich-label`} className="form-label" lang={undefined}>
              {richLabel}
            </div>
            <RichTextField
              id={`${base}-rich`}
              labelledBy={`${base}-rich-label`}
              describedBy={isMissing ? `${base}-missing` : undefined}
              value={value.rich[language] ?? EMPTY_DOC}
              onChange={(doc) => onRich(language, doc)}
              max={richMax}
              lang={language}
              error={richError}
              photos={photos}
            />
          </fieldset>
        );
      })}
    </>
  );
}
