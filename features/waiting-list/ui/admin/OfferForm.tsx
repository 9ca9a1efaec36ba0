'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/lib/client/intl';
import type { OfferablePuppy, WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';
import { useMailConfirm } from './useMailConfirm';
import { LabelledField } from '@/components/ui/LabelledField';
import { useFieldErrors } from '@/components/admin/useFieldErrors';

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
  dogId: { label: 'puppy', className: 'col-7 col-sm-5' },
  hours: { label: 'hours', className: 'col-5 col-sm-3' },
} as const;

/** Offers an available puppy to this applicant, open for a number of hours. */
export function OfferForm({ entry, puppies, litterId, defaultHours, busy, run }: OfferFormProps) {
  const t = useTranslations('WaitingList');
  const [dogId, setDogId] = useState('');
  const [hours, setHours] = useState(String(defaultHours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ask, dialog } = useMailConfirm();
  const id = (field: string) => `offer-${entry.id}-${field}`;
  const fieldId = (field: string) => id(field === 'dogId' ? 'dog' : field);
  const { feedback, invalid } = useFieldErrors(errors, fieldId);
  const offerField = (field: keyof typeof OFFER_FIELDS, control: ReactNode) => (
    <LabelledField
      id={fieldId(field)}
      label={t(OFFER_FIELDS[field].label)}
      className={OFFER_FIELDS[field].className}
      labelClass="form-label small"
      error={feedback(field)}
    >
      {control}
    </LabelledField>
  );
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
    const refused = await run(entry, {
      path: '/admin/offers',
      method: 'POST',
      body: { applicationId: entry.id, dogId: puppy.id, hours: Number(hours) },
      done: t('offerMade', { dog: puppy.name, name: entry.name }),
    });
    setErrors(Object.fromEntries((refused?.errors ?? []).map((e) => [e.path ?? '', e.msg])));
  };

  return (
    <>
      <form className="row g-2 align-items-end" onSubmit={(event) => void submit(event)} noValidate>
        <h4 className="h6 col-12 mb-0">{t('offer')}</h4>
        {offerField(
          'dogId',
          <select
            id={id('dog')}
            className="form-select form-select-sm"
            value={dogId}
            onChange={(event) => setDogId(event.target.value)}
            {...invalid('dogId')}
          >
            <option value="">{t('choosePuppy')}</option>
            {ordered.map((puppy) => (
              <option key={puppy.id} value={puppy.id}>
                {puppy.name}
              </option>
            ))}
          </select>,
        )}
        {offerField(
          'hours',
          <input
            id={id('hours')}
            className="form-control form-control-sm"
            inputMode="numeric"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            {...invalid('hours')}
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
