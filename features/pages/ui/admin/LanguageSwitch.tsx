'use client';

import { CONTENT_LOCALES, type ContentLocale } from '@/features/pages/content';
import { useTranslations } from '@/lib/client/intl';

/** Which language's texts the screen shows, with the count of texts each still lacks. */
export function LanguageSwitch({
  locale,
  onChange,
  missing,
}: {
  locale: ContentLocale;
  onChange: (locale: ContentLocale) => void;
  missing: Record<ContentLocale, string[]>;
}) {
  const t = useTranslations('AdminPages');
  const tLocales = useTranslations('Locales');
  return (
    <div role="group" aria-label={t('languages')} className="page-languages btn-group w-100 mb-3">
      {CONTENT_LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          className={`btn ${code === locale ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={code === locale}
          onClick={() => onChange(code)}
        >
          <span lang={code}>{tLocales(code)}</span>
          {missing[code].length > 0 && (
            <span className="badge text-bg-warning ms-1">
              {missing[code].length}
              <span className="visually-hidden">
                {' '}
                {t('missingCount', { count: missing[code].length })}
              </span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
