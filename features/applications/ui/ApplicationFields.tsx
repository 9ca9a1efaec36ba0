import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { countryOptions } from '@/lib/countries';
import { publicPaths } from '@/lib/paths.mjs';
import type { ApplicationFormData } from '@/features/applications/server/application-form';
import {
  ANY,
  APPLICATION_LIMITS,
  PREFERRED_COLORS,
  PREFERRED_SEXES,
} from '@/features/applications/fields';
import { PHONE_INPUT_PATTERN } from '@/lib/validation/phone-input';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';
import { ApplyChoice, ApplyField, ErrorSlot } from './ApplyField';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The country list's options as HTML, names in `locale`, `chosen` selected. */
function countryOptionsHtml(locale: AppLocale, prompt: string, chosen = ''): string {
  const option = (value: string, name: string) =>
    `<option value="${value}"${value === chosen ? ' selected' : ''}>${escapeHtml(name)}</option>`;
  return [
    option('', prompt),
    ...countryOptions(locale).map(({ code, name }) => option(code, name)),
  ].join('');
}

/**
 * Offers the colours the chosen litter can have, with or without script: while a litter is
 * selected, a colour whose `data-litters` does not name it is hidden, unless it is the one ticked
 * (a choice is never hidden from the one who made it).
 */
function litterColorStyle(slugs: string[]): string {
  return slugs
    .filter((slug) => /^[a-z0-9-]+$/.test(slug))
    .map(
      (slug) =>
        `#apply-form:has(#apply-litter option[value="${slug}"]:checked) ` +
        `[data-litters]:not([data-litters~="${slug}"]):not(:has(:checked)){display:none}`,
    )
    .join('\n');
}

interface ApplicationFieldsProps {
  locale: AppLocale;
  data: ApplicationFormData;
  /** What was typed, after a refused post without JavaScript (else empty). */
  values: Record<string, string>;
  /** Each refused field's `apiErrors` key. */
  errors: Record<string, string>;
  /** The litter to preselect (`?litter=`), by slug or id. */
  litter: string | null;
  start: string;
}

/** The application form's fields, rendered on the server: the same with or without script. */
export async function ApplicationFields({
  locale,
  data,
  values,
  errors,
  litter,
  start,
}: ApplicationFieldsProps) {
  const [t, tErrors] = await Promise.all([getTranslations('Apply'), getTranslations('apiErrors')]);
  const error = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    return tErrors.has(key as never) ? tErrors(key as never) : tErrors('invalidValue');
  };
  const chosenLitter =
    values.litter ??
    data.litters.find((l) => l.slug === litter || String(l.id) === litter)?.slug ??
    ANY;
  const optional = (label: string) => `${label} (${t('optional')})`;
  const text = (name: 'name' | 'city', autoComplete: string) => (
    <ApplyField name={name} label={t(name)} error={error(name)}>
      <input
        type="text"
        autoComplete={autoComplete}
        required
        maxLength={APPLICATION_LIMITS[name]}
        defaultValue={values[name]}
      />
    </ApplyField>
  );
  const area = (name: 'household' | 'experience' | 'message', rows: number, required = true) => (
    <ApplyField
      name={name}
      label={required ? t(name) : optional(t(name))}
      error={error(name)}
      hint={name === 'household' ? t('householdHint') : undefined}
    >
      <textarea
        rows={rows}
        required={required}
        maxLength={APPLICATION_LIMITS[name]}
        defaultValue={values[name]}
      />
    </ApplyField>
  );

  return (
    <>
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {error('form')}
        </p>
      )}
      {Object.keys(errors).length > 0 && !errors.form && (
        <p className="alert alert-danger" role="alert">
          {t('notSent')}
        </p>
      )}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="start" defaultValue={values.start ?? start} />
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor="apply-website">{t('honeypot')}</label>
        <input id="apply-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>

      <h2 className="h4 mt-2">{t('sectionYou')}</h2>
      {text('name', 'name')}
      <ApplyField name="email" label={t('email')} error={error('email')}>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={values.email}
        />
      </ApplyField>
      <ApplyField name="phone" label={t('phone')} error={error('phone')} hint={t('phoneHint')}>
        <input
          type="tel"
          autoComplete="tel"
          required
          maxLength={APPLICATION_LIMITS.phone}
          pattern={PHONE_INPUT_PATTERN}
          defaultValue={values.phone}
        />
      </ApplyField>
      <ApplyField name="country" label={t('country')} error={error('country')}>
        <select
          required
          autoComplete="country"
          // 250 options as one string: React neither ships nor hydrates them one by one.
          dangerouslySetInnerHTML={{
            __html: countryOptionsHtml(locale, t('countryChoose'), values.country),
          }}
        />
      </ApplyField>
      {text('city', 'address-level2')}

      <h2 className="h4 mt-4">{t('sectionHome')}</h2>
      {area('household', 4)}
      {area('experience', 3)}

      <h2 className="h4 mt-4">{t('sectionPuppy')}</h2>
      <ApplyField name="litter" label={t('litter')} error={error('litter')}>
        <select defaultValue={chosenLitter}>
          <option value={ANY}>{t('anyLitter')}</option>
          {data.litters.map((l) => (
            <option key={l.id} value={l.slug}>
              {l.label}
            </option>
          ))}
        </select>
      </ApplyField>
      <ApplyChoice
        name="preferredSex"
        legend={t('preferredSex')}
        value={values.preferredSex ?? ANY}
        error={error('preferredSex')}
        options={PREFERRED_SEXES.map((sex) => ({ value: sex, label: t('sex', { sex }) }))}
      />
      <style href="apply-litter-colors" precedence="default">
        {litterColorStyle(data.litters.map((l) => l.slug))}
      </style>
      <ApplyChoice
        name="preferredColor"
        legend={t('preferredColor')}
        value={values.preferredColor ?? ANY}
        error={error('preferredColor')}
        options={PREFERRED_COLORS.map((color) => ({
          value: color,
          label: t('color', { color }),
          litters:
            color === ANY
              ? undefined
              : data.litters.filter((l) => l.colors?.includes(color) ?? true).map((l) => l.slug),
        }))}
      />
      <ApplyField name="timing" label={t('timing')} error={error('timing')}>
        <input
          type="text"
          required
          maxLength={APPLICATION_LIMITS.timing}
          defaultValue={values.timing}
        />
      </ApplyField>

      {data.questions.length > 0 && <h2 className="h4 mt-4">{t('sectionMore')}</h2>}
      {data.questions.map((q) => {
        const label = q.required ? q.label : optional(q.label);
        if (q.kind === 'yesno') {
          return (
            <ApplyChoice
              key={q.id}
              name={q.field}
              legend={label}
              value={values[q.field]}
              error={error(q.field)}
              required={q.required}
              options={['yes', 'no'].map((value) => ({ value, label: t('yesNo', { value }) }))}
            />
          );
        }
        return (
          <ApplyField key={q.id} name={q.field} label={label} error={error(q.field)}>
            {q.kind === 'choice' ? (
              <select required={q.required} defaultValue={values[q.field] ?? ''}>
                <option value="">{t('choose')}</option>
                {q.choices.map((choice, index) => (
                  <option key={index} value={String(index)}>
                    {choice}
                  </option>
                ))}
              </select>
            ) : (
              <textarea
                rows={2}
                required={q.required}
                maxLength={APPLICATION_LIMITS.answer}
                defaultValue={values[q.field]}
              />
            )}
          </ApplyField>
        );
      })}
      {area('message', 4, false)}

      <div className="form-check mb-3" data-field="consent">
        <input
          id="apply-consent"
          type="checkbox"
          name="consent"
          className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
          required
          defaultChecked={values.consent === 'on'}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby="apply-consent-error"
        />
        <label htmlFor="apply-consent" className="form-check-label">
          {t.rich('consent', { link: (chunks) => <a href={publicPaths.privacy}>{chunks}</a> })}
        </label>
        <ErrorSlot id="apply-consent-error" error={error('consent')} />
      </div>
      <p className="small text-body-secondary" data-testid="apply-terms">
        {t.rich('termsNote', { link: (chunks) => <a href={publicPaths.terms}>{chunks}</a> })}
      </p>
      <button type="submit" className="btn btn-primary btn-lg">
        {t('submit')}
      </button>
    </>
  );
}
