'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { missingFaqParts } from '@/features/faq/rules';
import { publicPaths } from '@/lib/paths.mjs';
import type { FaqEntry, FaqList } from '@/features/faq/schema';
import { orderVersion } from '@/lib/validation/photo-versions';
import { FaqEntryForm } from './FaqEntryForm';
import { TitledSection } from '@/components/admin/TitledSection';

/** `/admin/faq`: the questions in their order, each edited in place; a new one at the end. */
export function FaqAdmin({ initial }: { initial: FaqList }) {
  const t = useTranslations('AdminFaq');
  const tNews = useTranslations('AdminNews');
  const tLocales = useTranslations('Locales');
  const locale = useLocale() as 'en' | 'hu' | 'de';
  const [list, setList] = useState(initial);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const [moving, setMoving] = useState(false);
  const [adding, setAdding] = useState(0);

  const questionOf = (entry: FaqEntry) =>
    entry.question[locale] || entry.question.en || entry.question.hu || entry.question.de;

  const replace = (entry: FaqEntry) =>
    setList((current) => ({
      ...current,
      entries: current.entries.map((e) => (e.id === entry.id ? entry : e)),
    }));

  const move = async (index: number, by: -1 | 1) => {
    const ids = list.entries.map((e) => e.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    setMoving(true);
    try {
      const next = await apiFetch<FaqList>(`${KEYS.faq}/order`, {
        method: 'PUT',
        body: { ids, version: list.order },
      });
      setList(next);
      showMessage({ type: 'success', messages: [t('reordered')] });
    } catch (error) {
      const current = conflictOf<FaqList>(error);
      if (current) {
        setList(current);
        showMessage({ type: 'warning', messages: [t('orderChanged')] });
      } else {
        reportError(error);
      }
    } finally {
      setMoving(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiFetch(`${KEYS.faqEntry(deleting.id)}?version=${deleting.version}`, {
        method: 'DELETE',
      });
      setList((current) => {
        const entries = current.entries.filter((e) => e.id !== deleting.id);
        return { entries, order: orderVersion(entries) };
      });
      showMessage({ type: 'success', messages: [t('deleted')] });
    } catch (error) {
      reportError(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="container py-4">
      <ScreenHeader title={t('title')}>
        <a href={publicPaths.faq} className="btn btn-outline-secondary">
          {t('viewPage')}
        </a>
      </ScreenHeader>
      <p>{t('lead')}</p>
      {list.entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="list-unstyled mb-4" aria-label={t('listLabel')}>
          {list.entries.map((entry, index) => {
            const question = questionOf(entry);
            // Every part not written, each language's question and answer.
            const missing = missingFaqParts(entry);
            const expanded = open === entry.id;
            return (
              <li key={entry.id} className="card mb-3" data-testid={`faq-${entry.id}`}>
                <div className="card-body">
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <h2 className="h6 mb-0 flex-grow-1" id={`faq-${entry.id}-title`}>
                      {question}
                    </h2>
                    {missing.length > 0 && (
                      <span className="badge text-bg-warning text-wrap">
                        {t('missingParts', {
                          parts: missing
                            .map(({ language, part }) =>
                              tNews('field', { field: t(part), language: tLocales(language) }),
                            )
                            .join(', '),
                        })}
                      </span>
                    )}
                    <div className="btn-group btn-group-sm">
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={moving || index === 0}
                        onClick={() => void move(index, -1)}
                        aria-label={t('moveUp', { question })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={moving || index === list.entries.length - 1}
                        onClick={() => void move(index, 1)}
                        aria-label={t('moveDown', { question })}
                      >
                        ↓
                      </button>
                    </div>
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-expanded={expanded}
                      aria-controls={`faq-${entry.id}-form`}
                      aria-label={expanded ? t('close') : t('editLabel', { question })}
                      onClick={() => setOpen(expanded ? null : entry.id)}
                    >
                      {expanded ? t('close') : t('edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      onClick={() => setDeleting(entry)}
                    >
                      {t('delete')}
                    </button>
                  </div>
                  {expanded && (
                    <div id={`faq-${entry.id}-form`} className="mt-3">
                      <FaqEntryForm entry={entry} onSaved={replace} />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <TitledSection
        id="faq-new-title"
        className="border-top pt-4"
        headingClass="h4"
        title={t('addTitle')}
      >
        <FaqEntryForm
          key={adding}
          entry={null}
          onSaved={(entry) => {
            setList((current) => {
              const entries = [...current.entries, entry];
              return { entries, order: orderVersion(entries) };
            });
            setAdding((n) => n + 1);
          }}
        />
      </TitledSection>
      <ConfirmDialog
        show={deleting !== null}
        title={t('deleteTitle')}
        body={t('deleteConfirm', { question: deleting ? questionOf(deleting) : '' })}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </div>
  );
}
