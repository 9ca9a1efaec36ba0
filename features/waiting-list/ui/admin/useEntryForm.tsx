'use client';

import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from '@/lib/client/intl';
import { useFieldErrors } from '@/components/admin/useFieldErrors';
import { LabelledField } from '@/components/ui/LabelledField';
import type { WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';

/** A field of an entry's form: its label (a `WaitingList` key), its column, its id if not its name. */
export interface EntryField {
  label: 'amount' | 'currency' | 'dueAt' | 'puppy' | 'hours';
  className: string;
  id?: string;
}

/**
 * A small form about one applicant (an offer, a deposit): its fields' values, ids
 * (`<form>-<entry>-…`), labels and columns, and the refusals of the change it sends beside them.
 */
export function useEntryForm<Field extends string>(
  form: 'offer' | 'deposit',
  entry: WaitingEntryView,
  run: ChangeEntry,
  fields: Record<Field, EntryField>,
  initial: Record<Field, string>,
) {
  const t = useTranslations('WaitingList');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (name: string) => `${form}-${entry.id}-${name}`;
  const fieldId = (name: string) => id(fields[name as Field]?.id ?? name);
  const { feedback, invalid } = useFieldErrors(errors, fieldId);
  /** A field's control: its id, value and refusal. */
  const control = (name: Field) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues({ ...values, [name]: event.target.value }),
    ...invalid(name),
  });
  /** A field: its label, the control, and its refusal under it. */
  const field = (name: Field, input: ReactNode) => (
    <LabelledField
      id={fieldId(name)}
      label={t(fields[name].label)}
      className={fields[name].className}
      labelClass="form-label small"
      error={feedback(name)}
    >
      {input}
    </LabelledField>
  );
  /** Sends the change; what the server refused shows beside its field. */
  const send = async (change: Parameters<ChangeEntry>[1]) => {
    const refused = await run(entry, change);
    setErrors(Object.fromEntries((refused?.errors ?? []).map((e) => [e.path ?? '', e.msg])));
  };
  return { values, id, control, field, send, setErrors };
}
