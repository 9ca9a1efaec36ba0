'use client';

import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from '@/components/admin/local-draft';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf, mergeEdits, sameValue, valueAt } from '@/lib/client/edit-merge';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { adminPaths } from '@/lib/paths.mjs';
import { kennelDay } from '@/features/breeding/record-rules';
import type { DamHeatsView, HeatView } from '@/features/breeding/records-schema';
import { draftErrors, draftOf, emptyHeat, inputOf, type HeatDraft } from './heat-draft';
import { HeatForm } from './HeatForm';
import { HintText } from './HintText';
import { EditDeleteButtons } from '@/components/admin/EditDeleteButtons';

/** The form: the heat as stored when it was opened (`known`, null for a new one) and what is typed. */
type Editing = { known: HeatView | null; base: HeatDraft; draft: HeatDraft };
/** A save someone else's came before: their heat, the fields taken in and those both changed. */
type Conflict = { theirs: HeatView; adopt: string[]; clash: string[] };
/** What this browser keeps of an unsaved form: which heat (null: a new one) and what was typed. */
type Kept = HeatDraft & { heatId: number | null };

const FIELDS = ['startedAt', 'results', 'matings', 'ovulationAt', 'litterId', 'note'] as const;
const fieldsOf = (kept: Kept) =>
  Object.fromEntries(FIELDS.map((field) => [field, kept[field]])) as unknown as HeatDraft;

/**
 * A dam's heats on the breeder's phone: each with its results, matings, the ovulation hint and
 * the due date; one form at a time to add or change one. What is typed is kept in this browser
 * until saved; a stale save shows both versions (their other changes taken in) until the breeder
 * chooses, and replacing a changed form asks first.
 */
export function DamHeats({ initial }: { initial: DamHeatsView }) {
  const t = useTranslations('BreedingRecords');
  const tConflict = useTranslations('EditConflict');
  const tLitters = useTranslations('Litters');
  const locale = useLocale();
  const [view, setView] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [putBack, setPutBack] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<HeatView | null>(null);
  /** Opening another heat (or none: cancel) while the form holds changes: asked first. */
  const [replacing, setReplacing] = useState<{ heat: HeatView | null; close: boolean } | null>(
    null,
  );
  const today = kennelDay(view.zone);
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const draftKey = `heat-draft:${view.dog.id}` as const;
  const changed = editing !== null && !sameValue(editing.draft, editing.base);
  useUnsavedChangesWarning(changed, t('unsavedChanges'));

  const replace = (heat: HeatView) =>
    setView((v) => {
      const heats = v.heats.some((h) => h.id === heat.id)
        ? v.heats.map((h) => (h.id === heat.id ? heat : h))
        : [heat, ...v.heats];
      return { ...v, heats: heats.sort((a, b) => b.startedAt.localeCompare(a.startedAt)) };
    });

  /** Their changes merged into the form: taken in where only they changed, shown where both did. */
  const beginConflict = (theirs: HeatView, base: HeatDraft, draft: HeatDraft) => {
    const theirFields = draftOf(theirs);
    const { adopt, clash } = mergeEdits(base, theirFields, draft, FIELDS);
    const merged = { ...draft };
    for (const path of adopt) Object.assign(merged, { [path]: valueAt(theirFields, path) });
    setEditing((e) => e && { ...e, draft: merged });
    setConflict({ theirs, adopt, clash });
    replace(theirs);
  };

  // What this browser kept of an unsaved form comes back on arrival (after hydration: storage
  // is the browser's alone); typed over an older version, it is merged as after a 409.
  useEffect(() => {
    const kept = readLocalDraft<Kept>(draftKey);
    if (!kept) return;
    const draft = fieldsOf(kept.content);
    const base = fieldsOf(kept.base);
    const heatId = kept.content.heatId;
    const heat = heatId === null ? null : initial.heats.find((h) => h.id === heatId);
    if (heat === undefined) {
      // The heat was deleted meanwhile: what was typed comes back as a new one.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEditing({ known: null, base: emptyHeat(kennelDay(initial.zone)), draft });
    } else {
      if (heat && heat.version !== kept.version) {
        // Still based on the version it was typed over: a plain save is refused again (409)
        // until the breeder chooses in the panel.
        setEditing({ known: { ...heat, version: kept.version }, base: draftOf(heat), draft });
        beginConflict(heat, base, draft);
        return;
      }
      setEditing({ known: heat, base: heat ? draftOf(heat) : base, draft });
    }
    setPutBack(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Kept while the form differs from what is stored, dropped once saved or discarded.
  useEffect(() => {
    if (!editing || !changed) {
      dropLocalDraft(draftKey);
      return;
    }
    const heatId = editing.known?.id ?? null;
    keepLocalDraft<Kept>(draftKey, {
      version: editing.known?.version ?? 0,
      base: { ...editing.base, heatId },
      content: { ...editing.draft, heatId },
    });
  }, [draftKey, editing, changed]);

  const show = (heat: HeatView | null) => {
    const base = heat ? draftOf(heat) : emptyHeat(today);
    setEditing({ known: heat, base, draft: base });
    setConflict(null);
    setPutBack(false);
    setErrors({});
  };

  /** Opens a heat's form (a new one for null), or closes the form: asks first if it changed. */
  const open = (heat: HeatView | null, close = false) => {
    if (changed) return setReplacing({ heat, close });
    if (close) {
      setEditing(null);
      setConflict(null);
      setPutBack(false);
    } else show(heat);
  };

  const focus = (path: string) =>
    document
      .querySelector<HTMLElement>(`[data-testid="heat-form"] [id$="-${path.replaceAll('.', '-')}"]`)
      ?.focus();

  /** Saves the form, based on `known` (the heat as this form knows it). */
  const save = async (known = editing?.known ?? null) => {
    if (!editing) return;
    const found = draftErrors(editing.draft, today);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focus(first);
    setBusy(true);
    try {
      const body = inputOf(editing.draft);
      const saved = known
        ? await apiFetch<HeatView>(`/admin/heats/${known.id}`, {
            method: 'PUT',
            body: { ...body, version: known.version },
          })
        : await apiFetch<HeatView>(`/admin/dogs/${view.dog.id}/heats`, { method: 'POST', body });
      replace(saved);
      setEditing(null);
      setConflict(null);
      setPutBack(false);
      showMessage({ type: 'success', messages: [t('saved')] });
    } catch (error) {
      const theirs = conflictOf<HeatView>(error);
      if (theirs && known) {
        // Nothing is stored over their change until the breeder chooses in the panel.
        beginConflict(theirs, draftOf(known), editing.draft);
      } else if (error instanceof ApiRequestError && error.status === 422) {
        const fields: Record<string, string> = {};
        for (const item of error.errors) {
          if (item.path && item.path !== 'dogId') fields[item.path] ??= item.msg;
        }
        if (Object.keys(fields).length === 0) reportError(error);
        setErrors(fields);
        const refused = Object.keys(fields)[0];
        if (refused) focus(refused);
      } else reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const fieldLabel = (path: string) =>
    ({
      startedAt: t('startedAt'),
      results: t('progesteroneLegend'),
      matings: t('matingsLegend'),
      ovulationAt: t('ovulationAt'),
      litterId: t('litterLabel'),
      note: t('note'),
    })[path] ?? path;

  const fieldText = (path: string, draft: HeatDraft) => {
    const empty = tConflict('empty');
    switch (path) {
      case 'results':
        return draft.results.length
          ? draft.results
              .map((r) =>
                t('resultLine', { date: r.date ? formatDay(r.date) : empty, value: r.value }),
              )
              .join('; ')
          : empty;
      case 'matings':
        return draft.matings.length
          ? draft.matings.map((d) => (d ? formatDay(d) : empty)).join(', ')
          : empty;
      case 'litterId':
        return draft.litterId ? litterName(Number(draft.litterId)) : t('noLitter');
      case 'note':
        return draft.note || empty;
      default: {
        const day = draft[path as 'startedAt' | 'ovulationAt'];
        return day ? formatDay(day) : empty;
      }
    }
  };

  const remove = async () => {
    const heat = deleting!;
    try {
      await apiFetch(`/admin/heats/${heat.id}?version=${heat.version}`, { method: 'DELETE' });
      setView((v) => ({ ...v, heats: v.heats.filter((h) => h.id !== heat.id) }));
      showMessage({ type: 'success', messages: [t('deleted')] });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        replace(error.current as HeatView);
      }
      reportError(error);
    } finally {
      setDeleting(null);
    }
  };

  const litterName = (id: number) => {
    const litter = view.litters.find((l) => l.id === id);
    const day = litter && (litter.bornAt ?? litter.expectedAt ?? litter.matedAt);
    return litter
      ? t('litterOption', {
          date: day ? formatDay(day) : 'none',
          status: tLitters('status', { status: litter.status }),
        })
      : '';
  };

  return (
    <div className="container py-4 dam-heats">
      <h1 className="h3">{t('heatsTitle', { name: view.dog.name })}</h1>
      <p>
        <PrefetchLink href={adminPaths.editParent(view.dog.id)}>
          {t('backToDam', { name: view.dog.name })}
        </PrefetchLink>
      </p>
      <p className="text-body-secondary">{t('heatsIntro')}</p>
      {conflict && editing && (
        <ConflictPanel
          key={conflict.theirs.version}
          adopted={conflict.adopt.map(fieldLabel)}
          clashes={conflict.clash.map((path) => ({
            path,
            label: fieldLabel(path),
            theirs: fieldText(path, draftOf(conflict.theirs)),
            mine: fieldText(path, editing.draft),
          }))}
          busy={busy}
          onKeepMine={() => {
            const theirs = conflict.theirs;
            setEditing((e) => e && { ...e, known: theirs, base: draftOf(theirs) });
            setConflict(null);
            void save(theirs);
          }}
          onTakeTheirs={() => show(conflict.theirs)}
        />
      )}
      {putBack && changed && <PutBackNotice onDiscard={() => editing && show(editing.known)} />}
      {editing ? (
        <HeatForm
          draft={editing.draft}
          setDraft={(update) => setEditing((e) => e && { ...e, draft: update(e.draft) })}
          errors={errors}
          litters={view.litters}
          today={today}
          title={
            editing.known
              ? t('formEdit', { date: formatDay(editing.known.startedAt) })
              : t('formNew')
          }
          busy={busy}
          formatDay={formatDay}
          onSubmit={() => void save()}
          onCancel={() => open(null, true)}
        />
      ) : (
        <p>
          <button type="button" className="btn btn-primary btn-lg" onClick={() => open(null)}>
            {t('addHeat')}
          </button>
        </p>
      )}

      {view.heats.length === 0 ? (
        <p>{t('noHeats')}</p>
      ) : (
        <ul className="list-unstyled" data-testid="heat-list">
          {view.heats.map((heat) => (
            <li key={heat.id} className="card mb-3">
              <div className="card-body">
                <h2 className="h5">{t('heatFrom', { date: formatDay(heat.startedAt) })}</h2>
                <h3 className="h6 mb-1">{t('resultsTitle')}</h3>
                {heat.progesterone.length === 0 ? (
                  <p className="small">{t('noResults')}</p>
                ) : (
                  <ul className="small mb-2">
                    {heat.progesterone.map((r, i) => (
                      <li key={i}>
                        {t('resultLine', {
                          date: formatDay(r.date),
                          value: new Intl.NumberFormat(locale).format(r.ngPerMl),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                <HintText
                  hint={heat.hint}
                  resting={heat.progesterone.length > 0 && heat.ovulationAt === null}
                  formatDay={formatDay}
                />
                <p className="mb-1">
                  {heat.matings.length
                    ? t('matingsLine', {
                        count: heat.matings.length,
                        dates: heat.matings.map(formatDay).join(', '),
                      })
                    : t('noMatings')}
                </p>
                <p className="mb-1">
                  {heat.ovulationAt
                    ? t('ovulationLine', { date: formatDay(heat.ovulationAt) })
                    : t('ovulationNone')}
                </p>
                {heat.due && (
                  <p className="mb-1 fw-semibold">
                    {t('dueLine', {
                      date: formatDay(heat.due.date),
                      from: formatDay(heat.due.from),
                      to: formatDay(heat.due.to),
                      basis: heat.due.basis,
                    })}
                  </p>
                )}
                {heat.litterId !== null && (
                  <p className="mb-1">
                    {t('litterLine', { name: litterName(heat.litterId) })}{' '}
                    <PrefetchLink href={adminPaths.editLitter(heat.litterId)}>
                      {t('openLitter')}
                    </PrefetchLink>
                  </p>
                )}
                {heat.note && <p className="small text-body-secondary mb-1">{heat.note}</p>}
                <EditDeleteButtons
                  size="lg"
                  className="d-flex gap-2 mt-2"
                  editLabel={t('edit')}
                  deleteLabel={t('delete')}
                  onEdit={() => open(heat)}
                  onDelete={() => setDeleting(heat)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={deleting ? t('deleteTitle', { date: formatDay(deleting.startedAt) }) : ''}
        body={t('deleteBody')}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
      <ConfirmDialog
        show={replacing !== null}
        title={t('discardTitle')}
        body={t('discardBody')}
        confirmLabel={t('discardChanges')}
        onCancel={() => setReplacing(null)}
        onConfirm={async () => {
          if (replacing?.close) {
            setEditing(null);
            setConflict(null);
            setPutBack(false);
          } else if (replacing) show(replacing.heat);
          setReplacing(null);
        }}
      />
    </div>
  );
}
