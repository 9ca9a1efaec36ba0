'use client';

import { useTranslations } from '@/lib/client/intl';
import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorText } from '@/lib/client/error-text';
import type { dogCreateSchema } from '@/lib/validation/dog';
import type { Dog } from '@/lib/validation/responses';
import { useAdminDogs } from './useAdminDogs';

type DogFields = z.input<typeof dogCreateSchema>;

const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** A puppy's mother and father, chosen from the kennel's parents of that sex. */
export function ParentFields({
  register,
  errors,
}: {
  register: UseFormRegister<DogFields>;
  errors: FieldErrors<DogFields>;
}) {
  const t = useTranslations('DogForm');
  const errorText = useErrorText();
  const { data: dogs } = useAdminDogs();
  // The selects appear with their options, so the form's chosen parents show at once.
  if (!dogs) return null;
  const parents = dogs.filter((dog) => dog.kind === 'parent');
  const fields = [
    { name: 'motherId', label: t('mother'), gender: 'female' },
    { name: 'fatherId', label: t('father'), gender: 'male' },
  ] as const;
  return (
    <>
      {fields.map(({ name, label, gender }) => {
        const error = errors[name];
        const options: Dog[] = parents.filter((dog) => dog.gender === gender);
        return (
          <Form.Group key={name} controlId={`dog-${name}`} className="mb-3 col-md-6">
            <Form.Label>{label}</Form.Label>
            <Form.Select
              isInvalid={Boolean(error)}
              aria-describedby={error ? `dog-${name}-error` : undefined}
              {...register(name, { setValueAs: toId })}
            >
              <option value="">{t('noParent')}</option>
              {options.map((dog) => (
                <option key={dog.id} value={dog.id}>
                  {dog.registration ? `${dog.name} (${dog.registration})` : dog.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`dog-${name}-error`}>
              {errorText(error?.message)}
            </Form.Control.Feedback>
          </Form.Group>
        );
      })}
    </>
  );
}
