'use client';

import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { useLitters } from './useLitters';
import { useLitterName } from './useLitterName';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { litterSire } from '@/features/dogs/rules';
import type { dogCreateSchema } from '@/features/dogs/schema';

type DogFields = z.input<typeof dogCreateSchema>;

const toId = (value: unknown) => (value === '' || value == null ? null : Number(value));

/**
 * A puppy's litter; choosing one fills in the litter's mother, (the kennel's) father and, once
 * the litter is born, the puppy's birthday.
 */
export function LitterField({
  register,
  setValue,
  errors,
}: {
  register: UseFormRegister<DogFields>;
  setValue: UseFormSetValue<DogFields>;
  errors: FieldErrors<DogFields>;
}) {
  const t = useTranslations('LitterAdmin');
  const errorText = useErrorText();
  const name = useLitterName();
  const litters = useLitters();
  // The select appears with its options, so the form's chosen litter shows at once.
  if (!litters) return null;
  const error = errors.litterId;
  const field = register('litterId', { setValueAs: toId });
  return (
    <Form.Group controlId="dog-litterId" className="mb-3 col-md-6">
      <Form.Label>{t('litter')}</Form.Label>
      <Form.Select
        isInvalid={Boolean(error)}
        aria-describedby={`dog-litterId-help${error ? ' dog-litterId-error' : ''}`}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          const litter = litters.find((l) => l.id === Number(event.target.value));
          if (!litter) return;
          setValue('motherId', litter.motherId, { shouldDirty: true });
          // Its sire is the puppy's father; one from another kennel is none of the kennel's dogs.
          const sire = litterSire(litter);
          if (sire) setValue('fatherId', sire.id, { shouldDirty: true });
          if (litter.bornAt) setValue('birthday', litter.bornAt, { shouldDirty: true });
        }}
      >
        <option value="">{t('noLitter')}</option>
        {litters.map((litter) => (
          <option key={litter.id} value={litter.id}>
            {name(litter)}
          </option>
        ))}
      </Form.Select>
      <Form.Text id="dog-litterId-help" muted>
        {t('litterHelp')}
      </Form.Text>
      <Form.Control.Feedback type="invalid" id="dog-litterId-error">
        {errorText(error?.message)}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
