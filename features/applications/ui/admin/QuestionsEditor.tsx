'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { SavedToast } from '@/components/admin/SavedToast';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { QuestionView } from '@/features/applications/views';
import { QuestionForm, type QuestionDraft } from './QuestionForm';
import { TitledSection } from '@/components/admin/TitledSection';

const PATH = '/admin/application-questions';

/**
 * The breeder's own questions: add, edit and translate, switch on and off, reorder,
 * delete. Every write carries the version the screen saw; a stale one shows the questions as
 * they are now.
 */
export function QuestionsEditor({ initial }: { initial: QuestionView[] }) {
  const t = useTranslations('ApplicationAdmin');
  const router = useRouter();
  const [questions, setQuestions] = useState(initial);
  // The question being edited: its id, 'new', or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<QuestionView | null>(null);
  const [toast, setToast] = useState(false);

  const reload = async () => {
    setQuestions(await apiFetch<QuestionView[]>(PATH));
    router.refresh();
  };

  /** Runs a write; a 409 reloads the list and says so, a 422 marks the fields. */
  const write = async (run: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await run();
      setEditing(null);
      setToast(true);
      await reload();
    } catch (error) {
      if (conflictOf(error) !== null) {
        showMessage({ type: 'warning', messages: [t('questionChanged')] });
        setEditing(null);
        await reload().catch(reportError);
      } else if (error instanceof ApiRequestError && error.status === 422) {
        setErrors(Object.fromEntries(error.errors.map(({ path, msg }) => [path ?? '', msg])));
      } else {
        reportError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const save = (draft: QuestionDraft, question?: QuestionView) =>
    write(async () => {
      await apiFetch(question ? `${PATH}/${question.id}` : PATH, {
        method: question ? 'PATCH' : 'POST',
        body: question ? { ...draft, version: question.version } : draft,
      });
    });

  const move = (index: number, by: -1 | 1) => {
    const ids = questions.map((q) => q.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return write(async () => {
      await apiFetch(`${PATH}/order`, {
        method: 'PUT',
        body: { ids, version: questions.map((q) => q.id).join(',') },
      });
    });
  };

  const label = (question: QuestionView) => question.label.en;

  return (
    <>
      {questions.length === 0 && <p>{t('noQuestions')}</p>}
      <ol className="list-unstyled">
        {questions.map((question, index) => (
          <li key={question.id} className="card mb-2">
            <div className="card-body p-3">
              {editing === question.id ? (
                <QuestionForm
                  idPrefix={`q-${question.id}`}
                  initial={question}
                  errors={errors}
                  busy={busy}
                  onSave={(draft) => void save(draft, question)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <p className="fw-semibold mb-1">{label(question)}</p>
                  <p className="small text-body-secondary mb-2">
                    {t('kindName', { kind: question.kind })}
                    {question.required && ` · ${t('requiredBadge')}`}
                    {!question.enabled && ` · ${t('notAsked')}`}
                    {(!question.label.hu.trim() || !question.label.de.trim()) &&
                      ` · ${t('missingTranslation')}`}
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-label={t('edit', { label: label(question) })}
                      onClick={() => {
                        setErrors({});
                        setEditing(question.id);
                      }}
                    >
                      ✎
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      aria-label={t('moveUp', { label: label(question) })}
                      disabled={index === 0 || busy}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      aria-label={t('moveDown', { label: label(question) })}
                      disabled={index === questions.length - 1 || busy}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={t('delete', { label: label(question) })}
                      onClick={() => setDeleting(question)}
                    >
                      ✕
                    </button>
                  </div>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <TitledSection id="new-question" className="card card-body" title={t('newQuestion')}>
          <QuestionForm
            idPrefix="q-new"
            errors={errors}
            busy={busy}
            onSave={(draft) => void save(draft)}
            onCancel={() => setEditing(null)}
          />
        </TitledSection>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setErrors({});
            setEditing('new');
          }}
        >
          {t('addQuestion')}
        </button>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={deleting ? t('delete', { label: label(deleting) }) : ''}
        body={t('deleteConfirm')}
        confirmLabel={t('delete', { label: deleting ? label(deleting) : '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const question = deleting!;
          await write(async () => {
            await apiFetch(`${PATH}/${question.id}?version=${question.version}`, {
              method: 'DELETE',
            });
          });
          setDeleting(null);
        }}
      />
      <SavedToast show={toast} onClose={() => setToast(false)} message={t('saved')} />
    </>
  );
}
