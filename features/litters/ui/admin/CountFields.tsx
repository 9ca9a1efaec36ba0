'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import { useTranslations } from '@/lib/client/intl';
import { DOG_COLORS } from '@/features/dogs/fields';
import { toCount, type LitterFields } from './litter-fields';

/** Puppies expected or born: by sex and by colour, small number fields side by side. */
export function CountFields({
  group,
  register,
  errors,
}: {
  group: 'expected' | 'born';
  register: UseFormRegister<LitterFields>;
  errors?: FieldErrors<LitterFields>[typeof group];
}) {
  const t = useTranslations('LitterAdmin');
  const number = { type: 'number', inputMode: 'numeric', min: 0, max: 20, step: 1 } as const;
  return (
    <fieldset className="mb-2">
      <legend className="h6">{t(group)}</legend>
      <div className="row g-2">
        {(['males', 'females'] as const).map((sex) => (
          <TextField
            key={sex}
            id={`litter-${group}-${sex}`}
            label={t(sex)}
            {...number}
            error={errors?.[sex]}
            className="mb-2 col-6 col-md-2"
            {...register(`${group}.${sex}`, { setValueAs: toCount })}
          />
        ))}
        {DOG_COLORS.map((color) => (
          <TextField
            key={color}
            id={`litter-${group}-${color}`}
            label={t('colorCount', { color })}
            {...number}
            error={errors?.colors?.[color]}
            className="mb-2 col-4 col-md-2"
            {...register(`${group}.colors.${color}`, { setValueAs: toCount })}
          />
        ))}
      </div>
    </fieldset>
  );
}
