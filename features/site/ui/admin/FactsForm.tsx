'use client';

import Form from 'react-bootstrap/Form';
import { useForm, type Resolver } from 'react-hook-form';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SaveActions } from '@/components/admin/SaveConflict';
import { SavedToast } from '@/components/admin/SavedToast';
import { TextField } from '@/components/admin/TextField';
import { useVersionedForm } from '@/components/admin/useVersionedForm';
import { NoticeChecklist } from './NoticeChecklist';
import { valueAt } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
import { FACT_LOCALES, FEE_CURRENCIES, LEGAL_FIELDS } from '@/lib/validation/form-limits';
import type { SiteFacts, SiteFactsInput } from '@/features/site/facts-schema';
import { DEPOSIT_KINDS } from '@/lib/deposit/rules';

const TEXT_FIELDS = [
  'kennelName',
  'foundingYear',
  'pedigreeFee',
  'pedigreeCurrency',
  'airlines',
  'depositKind',
];
const LIST_FIELDS = FACT_LOCALES.map((l) => `priceIncludes.${l}` as const);
/** Every field by its path in the form, in screen order (conflicts and server errors use them). */
const PATHS = [...TEXT_FIELDS, ...LIST_FIELDS, ...LEGAL_FIELDS];

type FactsFields = Record<
  'kennelName' | 'foundingYear' | 'pedigreeFee' | 'pedigreeCurrency' | 'airlines' | 'depositKind',
  string
> &
  Record<(typeof LEGAL_FIELDS)[number], string> & {
    priceIncludes: Record<(typeof FACT_LOCALES)[number], string>;
  };
type FieldPath = Parameters<ReturnType<typeof useForm<FactsFields>>['register']>[0];

// The schema's preprocess steps type its input as `unknown`; the form's fields are plain strings.
const resolver: Resolver<FactsFields, unknown, SiteFactsInput> = lazyZodResolver(() =>
  import('@/features/site/facts-schema').then((m) => m.siteFactsSchema),
);

const toFields = (facts: SiteFacts): FactsFields => ({
  kennelName: facts.kennelName,
  foundingYear: String(facts.foundingYear),
  pedigreeFee: String(facts.pedigreeFee),
  pedigreeCurrency: facts.pedigreeCurrency,
  airlines: facts.airlines.join('\n'),
  depositKind: facts.depositKind,
  priceIncludes: {
    en: facts.priceIncludes.en.join('\n'),
    hu: facts.priceIncludes.hu.join('\n'),
    de: facts.priceIncludes.de.join('\n'),
  },
  ...(Object.fromEntries(LEGAL_FIELDS.map((f) => [f, facts[f] ?? ''])) as Record<
    (typeof LEGAL_FIELDS)[number],
    string
  >),
});

/** `/admin`, under the contact details: the kennel's facts and its legal notice. */
export function FactsForm({ initial }: { initial: SiteFacts }) {
  const t = useTranslations('SiteFacts');
  const tConflict = useTranslations('EditConflict');
  const locale = useLocale();
  const errorText = useErrorText();
  const { form, versioned } = useVersionedForm(
    { resolver, unsavedChanges: t('unsavedChanges') },
    { initial, toFields, paths: PATHS, draftKey: 'facts-draft:site', address: '/facts' },
  );
  const {
    formState: { errors, isSubmitting },
  } = form;
  const { known, kept, save, saved, hideSaved, field: register } = versioned;
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const label = (path: string) =>
    path.startsWith('priceIncludes.')
      ? t('priceIncludes', { language: languages.of(path.slice(-2)) ?? path.slice(-2) })
      : t(path as 'kennelName');

  const errorOf = (path: string) =>
    valueAt(errors, path) as { message?: string; type: string } | undefined;
  const field = (path: string, extra: object = {}) => (
    <TextField
      key={path}
      id={`facts-${path.replace('.', '-')}`}
      label={label(path)}
      help={t(
        `${path.startsWith('priceIncludes.') ? 'priceIncludes' : path}Help` as 'kennelNameHelp',
      )}
      error={errorOf(path) as never}
      className="mb-3 col-md-6"
      {...extra}
      {...register(path as FieldPath)}
    />
  );
  const list = (path: string, rows: number) => field(path, { as: 'textarea', rows });
  const shown = (value: unknown) =>
    value ? (
      <span className="admin-conflict-text">{String(value)}</span>
    ) : (
      <em>{tConflict('empty')}</em>
    );
  const conflictShown = (path: string, fields: FactsFields) => shown(valueAt(fields, path));
  const currencyError = errorOf('pedigreeCurrency');

  return (
    <div className="container py-4">
      <h2 className="h3 mb-2">{t('title')}</h2>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      {kept.putBack && <PutBackNotice onDiscard={kept.discard} />}
      <form noValidate onSubmit={save()} className="admin-form" aria-label={t('title')}>
        <fieldset className="mb-3">
          <legend className="h5">{t('factsTitle')}</legend>
          <div className="row">
            {field('kennelName', { autoComplete: 'organization' })}
            {field('foundingYear', { inputMode: 'numeric' })}
            {field('pedigreeFee', { inputMode: 'numeric', className: 'mb-3 col-7 col-md-4' })}
            <Form.Group controlId="facts-pedigreeCurrency" className="mb-3 col-5 col-md-2">
              <Form.Label>{t('pedigreeCurrency')}</Form.Label>
              <Form.Select
                isInvalid={Boolean(currencyError)}
                aria-describedby={currencyError ? 'facts-pedigreeCurrency-error' : undefined}
                {...register('pedigreeCurrency')}
              >
                {FEE_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid" id="facts-pedigreeCurrency-error">
                {errorText(currencyError?.message)}
              </Form.Control.Feedback>
            </Form.Group>
            {LIST_FIELDS.map((path) => list(path, 7))}
            {list('airlines', 4)}
            <Form.Group controlId="facts-depositKind" className="mb-3 col-12 col-md-8">
              <Form.Label>{t('depositKind')}</Form.Label>
              <Form.Select aria-describedby="facts-depositKind-help" {...register('depositKind')}>
                {DEPOSIT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t('depositKindOption', { kind })}
                  </option>
                ))}
              </Form.Select>
              <Form.Text id="facts-depositKind-help">{t('depositKindHelp')}</Form.Text>
            </Form.Group>
          </div>
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h5">{t('legalTitle')}</legend>
          <p className="text-body-secondary">{t('legalIntro')}</p>
          <NoticeChecklist facts={known} />
          <div className="row">
            {field('businessName', { autoComplete: 'organization' })}
            {field('legalForm')}
            {field('representative')}
            {list('address', 3)}
            {field('registrationNumber')}
            {field('registrationAuthority')}
            {field('taxNumber')}
            {field('vatId', { autoCapitalize: 'characters', spellCheck: false })}
            {field('felirId')}
            {field('premisesRegistration')}
            {field('kennelRegistration')}
            {list('businessPurpose', 3)}
            {field('hostingName')}
            {list('hostingAddress', 3)}
            {field('hostingEmail', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
          </div>
        </fieldset>
        <SaveActions save={versioned} label={label} show={conflictShown} busy={isSubmitting}>
          {t('save')}
        </SaveActions>
      </form>
      <SavedToast show={saved} onClose={hideSaved} message={t('saved')} />
    </div>
  );
}
