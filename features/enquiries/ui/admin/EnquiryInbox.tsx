'use client';

import { useFormatter, useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { LabelledField } from '@/components/ui/LabelledField';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { reportError } from '@/lib/client/report-error';
import { telHref } from '@/lib/site/contact-links';
import { adminPaths, publicPaths } from '@/lib/paths.mjs';
import { ENQUIRY_STATUSES } from '@/features/enquiries/status';
import type { EnquiryStatus } from '@/features/enquiries/schema';
import type { EnquiryView } from '@/lib/validation/responses';
import { useEnquiries } from './useEnquiries';
import { receivedAt } from '@/components/admin/received-at';

const STATUS_BADGE: Record<EnquiryStatus, string> = {
  new: 'text-bg-primary',
  answered: 'text-bg-success',
  archived: 'text-bg-secondary',
};

interface EnquiryInboxProps {
  retentionDays: number;
  /** No SMTP_URL: no mail is sent, to the breeder or to buyers. */
  mailOff: boolean;
  /** Every enquiry (the first filter's list), as the server rendered the screen. */
  initial?: EnquiryView[];
}

/** `/admin/enquiries`: newest first, one card each (phone-first), filtered by status. */
export function EnquiryInbox({ retentionDays, mailOff, initial }: EnquiryInboxProps) {
  const t = useTranslations('AdminEnquiries');
  const [filter, setFilter] = useState<EnquiryStatus | undefined>(undefined);
  const {
    data: enquiries,
    isLoading,
    setStatus,
    remove,
  } = useEnquiries(filter, filter === undefined ? initial : undefined);
  const [deleting, setDeleting] = useState<EnquiryView | null>(null);

  return (
    <div className="container py-4 enquiry-inbox">
      <ScreenHeader title={t('title')} />
      <LabelledField
        id="enquiry-filter"
        label={t('filter')}
        className="d-flex flex-wrap align-items-center gap-2 mb-3"
        labelClass="form-label mb-0"
      >
        <select
          id="enquiry-filter"
          className="form-select w-auto"
          value={filter ?? ''}
          onChange={(event) =>
            setFilter((event.target.value || undefined) as EnquiryStatus | undefined)
          }
        >
          <option value="">{t('all')}</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t('status', { status })}
            </option>
          ))}
        </select>
      </LabelledField>
      {mailOff && (
        <p className="alert alert-warning" role="note">
          {t('mailOff')}
        </p>
      )}
      <p className="small text-body-secondary">{t('retention', { days: retentionDays })}</p>

      {isLoading && !enquiries && <InboxSkeleton />}
      {enquiries?.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      {enquiries && enquiries.length > 0 && (
        <ul className="list-unstyled" aria-label={t('title')}>
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="card mb-3" data-testid={`enquiry-${enquiry.id}`}>
              <EnquiryCard
                enquiry={enquiry}
                onStatus={(status) => void setStatus(enquiry, status)}
                onDelete={() => setDeleting(enquiry)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        show={deleting !== null}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        body={t('deleteBody')}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(deleting);
            showMessage({ type: 'success', messages: [t('deleted', { name: deleting.name })] });
            setDeleting(null);
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </div>
  );
}

interface EnquiryCardProps {
  enquiry: EnquiryView;
  onStatus: (status: EnquiryStatus) => void;
  onDelete: () => void;
}

function EnquiryCard({ enquiry, onStatus, onDelete }: EnquiryCardProps) {
  const t = useTranslations('AdminEnquiries');
  const format = useFormatter();
  // The subject is in the enquirer's language, which the breeder's screen may not be in.
  const mailto = `mailto:${enquiry.email}?subject=${encodeURIComponent(enquiry.replySubject)}`;
  const who = <span className="visually-hidden"> ({enquiry.name})</span>;

  return (
    <article className="card-body" aria-labelledby={`enquiry-${enquiry.id}-name`}>
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
        <h2 id={`enquiry-${enquiry.id}-name`} className="h5 mb-0 text-break">
          {enquiry.name}
        </h2>
        <span className={`badge ${STATUS_BADGE[enquiry.status]} align-self-start`}>
          {t('status', { status: enquiry.status })}
        </span>
      </div>
      <p className="small text-body-secondary mb-2">
        {t('received', { date: receivedAt(format, enquiry.createdAt) })}
        {' · '}
        {t('language', { locale: enquiry.locale })}
      </p>
      <p className="mb-2">
        {enquiry.dog ? (
          <>
            <PrefetchLink href={publicPaths.dog(enquiry.dog.slug)}>
              {t('publicPage', { name: enquiry.dog.name })}
            </PrefetchLink>
            {' · '}
            <PrefetchLink href={adminPaths.editDog(enquiry.dog.id)}>
              {t('editDog', { name: enquiry.dog.name })}
            </PrefetchLink>
          </>
        ) : enquiry.dogName ? (
          t('deletedDog', { name: enquiry.dogName })
        ) : (
          t('general')
        )}
      </p>
      {enquiry.undelivered.map((kind) => (
        <p key={kind} className="alert alert-danger py-2 small" data-testid="undelivered">
          {kind === 'acknowledgement'
            ? t('undeliveredAck', { email: enquiry.email })
            : t('undeliveredNotice')}
        </p>
      ))}
      <p className="enquiry-inbox__message">{enquiry.message}</p>
      <p className="mb-3 text-break">
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        {enquiry.phone && (
          <>
            {' · '}
            <a href={telHref(enquiry.phone)}>{t('call', { phone: enquiry.phone })}</a>
          </>
        )}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <a href={mailto} className="btn btn-sm btn-primary">
          {t('reply')}
          {who}
        </a>
        {enquiry.status === 'new' ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            onClick={() => onStatus('answered')}
          >
            {t('markAnswered')}
            {who}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => onStatus('new')}
          >
            {t('markNew')}
            {who}
          </button>
        )}
        {enquiry.status !== 'archived' && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => onStatus('archived')}
          >
            {t('archive')}
            {who}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
          {t('delete')}
          {who}
        </button>
      </div>
    </article>
  );
}

function InboxSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Placeholder key={row} as="div" animation="glow" className="mb-3">
          <Placeholder xs={4} /> <Placeholder xs={8} />
        </Placeholder>
      ))}
    </div>
  );
}
