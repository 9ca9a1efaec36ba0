'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { adminPaths } from '@/lib/paths.mjs';
import { kennelDay } from '@/features/breeding/record-rules';
import type { DamHeatsView, HeatView } from '@/features/breeding/records-schema';
import { draftErrors, draftOf, emptyHeat, inputOf, type HeatDraft } from './heat-draft';
import { HeatForm } from './HeatForm';
import { HintText } from './HintText';

type Editing = { heat: HeatView | null; draft: HeatDraft; version: number | null };

/**
 * A dam's heats on the breeder's phone: each with its results, matings, the ovulation hint and
 * the due date; one form at a time to add or change one. A refused or stale save keeps what was
 * typed.
 */
export function DamHeats({ initial }: { initial: DamHeatsView }) {
  const t = useTranslations('BreedingRecords');
  const tLitters = useTranslations('Litters');
  const locale = useLocale();
  const [view, setView] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<HeatView | null>(null);
  const today = kennelDay();
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

  const replace = (heat: HeatView) =>
    setView((v) => {
      const heats = v.heats.some((h) => h.id === heat.id)
        ? v.heats.map((h) => (h.id === heat.id ? heat : h))
        : [heat, ...v.heats];
      return { ...v, heats: heats.sort((a, b) => b.startedAt.localeCompare(a.startedAt)) };
    });

  const open = (heat: HeatView | null) => {
    setEditing({
      heat,
      draft: heat ? draftOf(heat) : emptyHeat(today),
      version: heat?.version ?? null,
    });
    setErrors({});
    setNotice(null);
  };

  const focus = (path: string) =>
    document
      .querySelector<HTMLElement>(`[data-testid="heat-form"] [id$="-${path.replaceAll('.', '-')}"]`)
      ?.focus();

  const save = async () => {
    if (!editing) return;
    const found = draftErrors(editing.draft, today);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focus(first);
    setBusy(true);
    try {
      const body = inputOf(editing.draft);
      const saved = editing.heat
        ? await apiFetch<HeatView>(`/admin/heats/${editing.heat.id}`, {
            method: 'PUT',
            body: { ...body, version: editing.version },
          })
        : await apiFetch<HeatView>(`/admin/dogs/${view.dog.id}/heats`, { method: 'POST', body });
      replace(saved);
      setEditing(null);
      setNotice(null);
      showMessage({ type: 'success', messages: [t('saved')] });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        // Theirs shows in the list; what was typed stays, and a second save is based on theirs.
        const theirs = error.current as HeatView;
        replace(theirs);
        setEditing((e) => e && { ...e, version: theirs.version });
        setNotice(t('conflict'));
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
      {notice && (
        <p className="alert alert-warning" role="alert">
          {notice}
        </p>
      )}
      {editing ? (
        <HeatForm
          draft={editing.draft}
          setDraft={(update) => setEditing((e) => e && { ...e, draft: update(e.draft) })}
          errors={errors}
          litters={view.litters}
          today={today}
          title={
            editing.heat ? t('formEdit', { date: formatDay(editing.heat.startedAt) }) : t('formNew')
          }
          busy={busy}
          formatDay={formatDay}
          onSubmit={() => void save()}
          onCancel={() => {
            setEditing(null);
            setNotice(null);
          }}
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
                <div className="d-flex gap-2 mt-2">
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-lg"
                    onClick={() => open(heat)}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-lg"
                    onClick={() => setDeleting(heat)}
                  >
                    {t('delete')}
                  </button>
                </div>
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
    </div>
  );
}
