'use client';

import { useState } from 'react';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError, uploadFile } from '@/lib/client/api';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { prepareImage } from '@/lib/client/shrink-image';
import type { DiaryPhoto } from '@/features/diary/server/diary-photos';
import type { DiaryEntryView, DiaryTargets } from '@/features/diary/server/diary';
import { DiaryEntryCard } from './DiaryEntryCard';
import { useDiaryClashes } from './useDiaryClashes';
import { DiaryForm } from './DiaryForm';
import { draftOf, emptyDraft, fieldOf, inputOf, type DiaryDraft } from './diary-draft';
import { ConfirmDelete } from '@/components/admin/ConfirmDelete';

const API = '/admin/diary';

interface DiaryAdminProps {
  entries: DiaryEntryView[];
  targets: DiaryTargets;
}

/** The fields the form shows an error beside; any other error goes to the alert. */
const SHOWN = /^(dogId|text\.(en|hu|de)|weight\.\d+|healthEvents\.\d+\.(date|note))$/;

const newestFirst = (a: DiaryEntryView, b: DiaryEntryView) =>
  b.postedAt.localeCompare(a.postedAt) || b.id - a.id;

/**
 * `/admin/diary`: post an update to a puppy or a litter (each buyer concerned gets a mail), then
 * the latest updates to edit or delete. An edit based on an older version is refused (409) and
 * shown beside what was typed, which stays.
 */
export function DiaryAdmin({ entries: initial, targets }: DiaryAdminProps) {
  const t = useTranslations('AdminDiary');
  const clashesWith = useDiaryClashes(targets);
  const [entries, setEntries] = useState(initial);
  const [draft, setDraft] = useState<DiaryDraft>(emptyDraft());
  const [files, setFiles] = useState<File[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<DiaryEntryView | null>(null);
  const [conflict, setConflict] = useState<DiaryEntryView | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<DiaryEntryView | null>(null);
  const base = editing ? draftOf(editing) : emptyDraft(draft.target);
  useUnsavedChangesWarning(
    files.length > 0 || JSON.stringify(draft) !== JSON.stringify(base),
    t('unsavedChanges'),
  );

  const reset = () => {
    setDraft((d) => emptyDraft(editing ? '' : d.target));
    setFiles([]);
    setFormKey((k) => k + 1);
    setEditing(null);
    setConflict(null);
    setErrors({});
  };

  const uploadPhotos = async (entry: DiaryEntryView): Promise<DiaryEntryView> => {
    let saved = entry;
    const failed: string[] = [];
    for (const file of files) {
      const prepared = await prepareImage(file);
      if (!prepared.ok) {
        failed.push(prepared.error);
        continue;
      }
      try {
        const answer = await uploadFile(
          `${API}/${entry.id}/images`,
          prepared.blob,
          prepared.name,
          () => {},
        );
        saved = { ...saved, images: answer.images as unknown as DiaryPhoto[] };
      } catch (error) {
        failed.push(error instanceof ApiRequestError ? error.message : 'networkError');
      }
    }
    if (failed.length) showMessage({ type: 'danger', messages: failed });
    return saved;
  };

  const showErrors = (found: [string, string][]) => {
    setErrors(Object.fromEntries(found));
    const elsewhere = found.filter(([field]) => !SHOWN.test(field)).map(([, msg]) => msg);
    if (elsewhere.length) showMessage({ type: 'danger', messages: [...new Set(elsewhere)] });
  };

  const save = async (version = editing?.version) => {
    const { input, weightDogs } = inputOf(draft, targets);
    // The schema brings zod: loaded on the first save, not with the screen.
    const { diaryUpdateSchema } = await import('@/features/diary/schema');
    const checked = diaryUpdateSchema.safeParse(input);
    if (!checked.success) {
      showErrors(
        checked.error.issues.map((i) => [fieldOf(i.path.join('.'), weightDogs), i.message]),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = editing
        ? await apiFetch<DiaryEntryView>(`${API}/${editing.id}`, {
            method: 'PUT',
            body: { ...input, version },
          })
        : await apiFetch<DiaryEntryView>(API, { method: 'POST', body: input });
      const withPhotos = files.length ? await uploadPhotos(saved) : saved;
      setEntries((list) =>
        [withPhotos, ...list.filter((e) => e.id !== saved.id)].sort(newestFirst),
      );
      showMessage({ type: 'success', messages: [editing ? t('saved') : t('posted')] });
      reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        setConflict(error.current as DiaryEntryView);
      } else if (error instanceof ApiRequestError && error.status === 422 && error.errors.length) {
        showErrors(error.errors.map((e) => [fieldOf(e.path, weightDogs), e.msg]));
      } else {
        reportError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiFetch(`${API}/${deleting.id}?version=${deleting.version}`, { method: 'DELETE' });
      setEntries((list) => list.filter((e) => e.id !== deleting.id));
      showMessage({ type: 'success', messages: [t('deleted')] });
      if (editing?.id === deleting.id) reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        const current = error.current as DiaryEntryView;
        setEntries((list) => list.map((e) => (e.id === current.id ? current : e)));
        showMessage({ type: 'warning', messages: [t('changedMeanwhile')] });
      } else {
        reportError(error);
      }
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="container py-4 diary-admin">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('intro')}</p>
      {conflict && (
        <ConflictPanel
          clashes={clashesWith(conflict, draft)}
          adopted={[]}
          busy={busy}
          onKeepMine={() => {
            setEditing(conflict);
            setConflict(null);
            void save(conflict.version);
          }}
          onTakeTheirs={() => {
            setDraft(draftOf(conflict));
            setEditing(conflict);
            setEntries((list) => list.map((e) => (e.id === conflict.id ? conflict : e)));
            setConflict(null);
          }}
        />
      )}
      <DiaryForm
        key={formKey}
        draft={draft}
        setDraft={setDraft}
        targets={targets}
        errors={errors}
        files={files}
        setFiles={setFiles}
        editing={editing !== null}
        busy={busy}
        onSubmit={() => void save()}
        onCancel={reset}
      />
      <section className="mt-5" aria-labelledby="diary-latest">
        <h2 id="diary-latest" className="h4">
          {t('latest')}
        </h2>
        {entries.length === 0 && <p>{t('none')}</p>}
        {entries.map((entry) => (
          <DiaryEntryCard
            key={`${entry.id}-${entry.version}`}
            entry={entry}
            targets={targets}
            onEdit={() => {
              setEditing(entry);
              setDraft(draftOf(entry));
              setFiles([]);
              setErrors({});
              setConflict(null);
              window.scrollTo({ top: 0 });
            }}
            onDelete={() => setDeleting(entry)}
          />
        ))}
      </section>
      <ConfirmDelete
        t={t}
        asking={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </div>
  );
}
