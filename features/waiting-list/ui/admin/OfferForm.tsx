'use client';

import { useTranslations } from '@/lib/client/intl';
import type { OfferablePuppy, WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';
import { useMailConfirm } from './useMailConfirm';
import { useEntryForm, type EntryField } from './useEntryForm';

interface OfferFormProps {
  entry: WaitingEntryView;
  puppies: OfferablePuppy[];
  /** The line's litter: its puppies are listed first. */
  litterId: number | null;
  defaultHours: number;
  busy: boolean;
  run: ChangeEntry;
}

/** The offer's two fields: their labels and columns. */
const OFFER_FIELDS = {
  dogId: { label: 'puppy', className: 'col-7 col-sm-5', id: 'dog' },
  hours: { label: 'hours', className: 'col-5 col-sm-3' },
} satisfies Record<string, EntryField>;

/** Offers an available puppy to this applicant, open for a number of hours. */
export function OfferForm({ entry, puppies, litterId, defaultHours, busy, run }: OfferFormProps) {
  const t = useTranslations('WaitingList');
  const { ask, dialog } = useMailConfirm();
  const { values, control, field, send, setErrors } = useEntryForm(
    'offer',
    entry,
    run,
    OFFER_FIELDS,
    {
      dogId: '',
      hours: String(defaultHours),
    },
  );
  const { dogId, hours } = values;
  if (puppies.length === 0) return <p className="small text-body-secondary">{t('noPuppies')}</p>;
  const ordered = [
    ...puppies.filter((puppy) => puppy.litterId === litterId && litterId !== null),
    ...puppies.filter((puppy) => puppy.litterId !== litterId || litterId === null),
  ];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const puppy = puppies.find((p) => String(p.id) === dogId);
    if (!puppy) {
      setErrors({ dogId: 'required' });
      return;
    }
    if (!(await ask(entry, 'offer'))) return;
    await send({
      path: '/admin/offers',
      method: 'POST',
      body: { applicationId: entry.id, dogId: puppy.id, hours: Number(hours) },
      done: t('offerMade', { dog: puppy.name, name: entry.name }),
    });
  };

  return (
    <>
      <form className="row g-2 align-items-end" onSubmit={(event) => void submit(event)} noValidate>
        <h4 className="h6 col-12 mb-0">{t('offer')}</h4>
        {field(
          'dogId',
          <select className="form-select form-select-sm" {...control('dogId')}>
            <option value="">{t('choosePuppy')}</option>
            {ordered.map((puppy) => (
              <option key={puppy.id} value={puppy.id}>
                {puppy.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'hours',
          <input
            className="form-control form-control-sm"
            inputMode="numeric"
            {...control('hours')}
          />,
        )}
        <div className="col-12 col-sm-4">
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            {t('makeOffer', { name: entry.name })}
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
