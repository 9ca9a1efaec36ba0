'use client';

import { useState, type FormEvent } from 'react';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { RichTextField } from '@/components/admin/rich-text/RichTextField';
import { SavedToast } from '@/components/admin/SavedToast';
import { RichText } from '@/components/rich-text/RichText';
import { BusyButton } from '@/components/ui/BusyButton';
import type { AppLocale } from '@/i18n/routing';
import { apiFetch } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { CONTRACT_FIELDS } from '@/features/contracts/fill';
import type { RichDoc } from '@/lib/rich-text/doc';
import { CONTRACT_MAX_LENGTH } from '@/lib/validation/form-limits';

export interface TemplateView {
  locale: AppLocale;
  doc: RichDoc;
  version: number;
  updatedAt: string | null;
}

const LOCALES = ['en', 'hu', 'de'] as const;

/**
 * The contract template of each language, in the rich-text editor. A save carries the version
 * read; when another save came first (409) both texts are shown and the one typed is kept.
 */
export function ContractTemplateEditor({ initial }: { initial: TemplateView[] }) {
  const t = useTranslations('AdminContract');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const format = useFormatter();
  const [saved, setSaved] = useState(() => Object.fromEntries(initial.map((v) => [v.locale, v])));
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(initial.map((v) => [v.locale, v.doc])),
  );
  const [locale, setLocale] = useState<AppLocale>(initial[0]?.locale ?? 'en');
  const [conflict, setConflict] = useState<TemplateView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState(false);
  const current = saved[locale]!;
  const language = tLocales(locale);

  const save = async (version: number) => {
    setBusy(true);
    setError(undefined);
    try {
      const view = await apiFetch<TemplateView>(`/admin/contract-templates/${locale}`, {
        method: 'PUT',
        body: { doc: drafts[locale], version },
      });
      setSaved({ ...saved, [locale]: view });
      setConflict(null);
      setToast(true);
    } catch (failure) {
      const theirs = conflictOf<TemplateView>(failure);
      if (theirs) setConflict(theirs);
      else if (failure instanceof Error && 'errors' in failure && Array.isArray(failure.errors)) {
        setError(failure.errors[0]?.msg ?? failure.message);
      } else reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(current.version);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="contract-template-text">
      <div role="group" aria-label={t('language')} className="btn-group w-100 mb-3">
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            className={`btn ${code === locale ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={code === locale}
            onClick={() => {
              setLocale(code);
              setConflict(null);
              setError(undefined);
            }}
          >
            <span lang={code}>{tLocales(code)}</span>
          </button>
        ))}
      </div>
      {conflict && (
        <ConflictPanel
          clashes={[
            {
              path: 'doc',
              label: t('theirs'),
              theirs: <RichText doc={conflict.doc} lang={locale} />,
              mine: <RichText doc={drafts[locale]!} lang={locale} />,
            },
          ]}
          adopted={[]}
          busy={busy}
          onKeepMine={() => void save(conflict.version)}
          onTakeTheirs={() => {
            setDrafts({ ...drafts, [locale]: conflict.doc });
            setSaved({ ...saved, [locale]: conflict });
            setConflict(null);
          }}
        />
      )}
      <p id="contract-template-text" className="form-label fw-semibold mb-1">
        {t('textLabel', { language })}
      </p>
      <p id="contract-template-state" className="small text-body-secondary">
        {current.updatedAt
          ? t('savedAt', {
              date: format.dateTime(new Date(current.updatedAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })
          : t('builtIn')}
      </p>
      <RichTextField
        key={locale}
        id="contract-template"
        labelledBy="contract-template-text"
        describedBy="contract-template-state contract-template-fields"
        value={drafts[locale]!}
        onChange={(doc) => setDrafts((all) => ({ ...all, [locale]: doc }))}
        max={CONTRACT_MAX_LENGTH}
        lang={locale}
        error={errorText(error)}
      />
      <div id="contract-template-fields" className="small text-body-secondary mt-2">
        {t('fields')}:{' '}
        {CONTRACT_FIELDS.map((field) => (
          <code key={field} className="me-2">{`{${field}}`}</code>
        ))}
      </div>
      <div className="mt-3">
        <BusyButton type="submit" busy={busy}>
          {t('save')}
        </BusyButton>
      </div>
      <SavedToast show={toast} onClose={() => setToast(false)} message={t('saved')} />
    </form>
  );
}
