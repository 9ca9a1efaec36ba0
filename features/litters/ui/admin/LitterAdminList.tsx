'use client';

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { formatDay } from '@/lib/i18n/dates';
import { litterPath } from '@/features/litters/rules';
import { adminPaths } from '@/lib/paths.mjs';
import {
  isLitterNewsEvent,
  LITTER_STATUSES,
  type LitterNewsEvent,
  type LitterStatus,
} from '@/lib/selling';
import type { Litter } from '@/lib/validation/responses';
import { LitterStatusDialog } from './LitterStatusDialog';
import { useAdminLitters } from './useAdminLitters';
import { useLitterName } from '@/features/dogs/ui/admin/useLitterName';

/** `/admin/litters`: every litter with its status (changed in a tap), dates and counts. */
export function LitterAdminList({ initial }: { initial: Litter[] }) {
  const t = useTranslations('LitterAdmin');
  const { data: litters = initial, setStatus, remove } = useAdminLitters(initial);
  const [deleting, setDeleting] = useState<Litter | null>(null);
  const [asking, setAsking] = useState<{ litter: Litter; status: LitterNewsEvent } | null>(null);
  const name = useLitterName();

  // A status that mails subscribers is asked first (LitterStatusDialog); the others are set at once.
  const changeStatus = (litter: Litter, status: LitterStatus) => {
    if (isLitterNewsEvent(status)) setAsking({ litter, status });
    else void setStatus(litter, status);
  };
  const saveAsked = async (extra: Parameters<typeof setStatus>[2]) => {
    if (!asking) return null;
    const refused = await setStatus(asking.litter, asking.status, extra);
    if (!refused) setAsking(null);
    return refused;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (await remove(deleting)) {
        showMessage({ type: 'success', messages: [t('deleted', { name: name(deleting) })] });
      }
      setDeleting(null);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <div className="container py-4">
      <ScreenHeader title={t('title')}>
        <PrefetchLink href={adminPaths.matingPreview} className="btn btn-outline-primary">
          {t('matingPreview')}
        </PrefetchLink>
        <PrefetchLink href={adminPaths.addLitter} className="btn btn-primary">
          {t('add')}
        </PrefetchLink>
      </ScreenHeader>
      {litters.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p className="small text-body-secondary">{t('statusHelp')}</p>
          <ul className="list-unstyled mb-0" aria-label={t('listLabel')}>
            {litters.map((litter) => (
              <LitterRow
                key={litter.id}
                litter={litter}
                onStatus={(status) => changeStatus(litter, status)}
                onDelete={() => setDeleting(litter)}
              />
            ))}
          </ul>
        </>
      )}
      {asking && (
        <LitterStatusDialog
          key={`${asking.litter.id}-${asking.status}`}
          litter={asking.litter}
          status={asking.status}
          onCancel={() => setAsking(null)}
          onSave={saveAsked}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={deleting ? t('deleteTitle', { name: name(deleting) }) : ''}
        body={t('deleteBody')}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function LitterRow({
  litter,
  onStatus,
  onDelete,
}: {
  litter: Litter;
  onStatus: (status: LitterStatus) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const locale = useLocale() as AppLocale;
  const name = useLitterName()(litter);
  const dates = (
    [
      ['matedAt', litter.matedAt],
      ['expectedAt', litter.expectedAt],
      ['bornAt', litter.bornAt],
    ] as const
  ).filter(([, day]) => day);
  const born = litter.bornAt !== null;
  const counts = born ? litter.born : litter.expected;
  const total = counts.males + counts.females;
  // Only what is known: the count (by sex where given) and the puppies that have their page.
  const sexes = [
    counts.males > 0 && t('maleCount', { count: counts.males }),
    counts.females > 0 && t('femaleCount', { count: counts.females }),
  ].filter(Boolean);
  const summary = [
    `${t(born ? 'born' : 'expected')}: ${
      total > 0 ? `${t('puppyTotal', { count: total })} (${sexes.join(', ')})` : t('notCounted')
    }`,
    litter.puppies.length > 0 && t('withPage', { count: litter.puppies.length }),
  ].filter(Boolean);
  return (
    <li className="card mb-3" data-testid="admin-litter">
      <div className="card-body">
        <h2 className="h5 card-title">{name}</h2>
        {dates.length > 0 && (
          <p className="small mb-1">
            {dates
              .map(([key, day]) => `${t(key)}: ${formatDay(day!, locale, 'medium')}`)
              .join(' · ')}
          </p>
        )}
        <p className="small mb-2" data-testid="litter-counts">
          {summary.join(' · ')}
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t('statusOf', { name })}
            value={litter.status}
            onChange={(event) => onStatus(event.target.value as LitterStatus)}
          >
            {LITTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tLitters('status', { status })}
              </option>
            ))}
          </Form.Select>
          <PrefetchLink
            href={adminPaths.editLitter(litter.id)}
            className="btn btn-outline-primary btn-sm"
          >
            {t('edit')}
          </PrefetchLink>
          {litter.status !== 'ready' && litter.status !== 'closed' && (
            <PrefetchLink
              href={adminPaths.litterWhelping(litter.id)}
              className="btn btn-outline-primary btn-sm"
            >
              {t('whelpingLog')}
            </PrefetchLink>
          )}
          <a href={litterPath(litter)} className="btn btn-link btn-sm">
            {t('viewOnSite')}
          </a>
          <Button variant="outline-danger" size="sm" onClick={onDelete}>
            {t('delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
