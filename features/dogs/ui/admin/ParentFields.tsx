'use client';

import { useTranslations } from '@/lib/client/intl';
import Form from 'react-bootstrap/Form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useErrorText } from '@/lib/client/error-text';
import type { Dog } from '@/lib/validation/responses';
import type { DogFields, DogValues } from './dog-fields';
import { useAdminDogs } from './useAdminDogs';
import { useLitterSire } from './useLitterSire';

const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

const named = (dog: { name: string; registration: string }) =>
  dog.registration ? `${dog.name} (${dog.registration})` : dog.name;

/**
 * A puppy's mother and father, chosen from the kennel's parents of that sex; while its litter
 * has a sire, he is the father (the kennel's male or one from another kennel), not chosen here.
 */
export function ParentFields({
  control,
  register,
  errors,
}: {
  control: Control<DogFields, unknown, DogValues>;
  register: UseFormRegister<DogFields>;
  errors: FieldErrors<DogFields>;
}) {
  const t = useTranslations('DogForm');
  const errorText = useErrorText();
  const { data: dogs } = useAdminDogs();
  const sire = useLitterSire(control);
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
        const fromLitter = name === 'fatherId' ? sire : null;
        const options: Dog[] = parents.filter((dog) => dog.gender === gender);
        const described = [error && `dog-${name}-error`, fromLitter && `dog-${name}-help`];
        return (
          <Form.Group key={name} controlId={`dog-${name}`} className="mb-3 col-md-6">
            <Form.Label>{label}</Form.Label>
            <Form.Select
              isInvalid={Boolean(error)}
              aria-describedby={described.filter(Boolean).join(' ') || undefined}
              {...register(name, { setValueAs: toId })}
            >
              {fromLitter ? (
                <option value={fromLitter.id ?? ''}>
                  {fromLitter.id === null
                    ? t('fromAnotherKennel', { sire: named(fromLitter) })
                    : named(fromLitter)}
                </option>
              ) : (
                <>
                  <option value="">{t('noParent')}</option>
                  {options.map((dog) => (
                    <option key={dog.id} value={dog.id}>
                      {named(dog)}
                    </option>
                  ))}
                </>
              )}
            </Form.Select>
            {fromLitter && (
              <Form.Text id={`dog-${name}-help`} muted>
                {t('litterSire')}
              </Form.Text>
            )}
            <Form.Control.Feedback type="invalid" id={`dog-${name}-error`}>
              {errorText(error?.message)}
            </Form.Control.Feedback>
          </Form.Group>
        );
      })}
    </>
  );
}
