'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import { useTranslations } from '@/lib/client/intl';
import { COMMON_COLORS, DOG_COLORS } from '@/features/dogs/fields';
import { toCount, type LitterFields } from './litter-fields';

/** Puppies expected or born: by sex and by colour, small number fields side by side. */
export function CountFields({
  group,
  register,
  errors,
  stored,
}: {
  group: 'expected' | 'born';
  register: UseFormRegister<LitterFields>;
  errors?: FieldErrors<LitterFields>[typeof group];
  /** The counts as stored: a colour with puppies is always in view. */
  stored?: Partial<Record<string, number>>;
}) {
  const t = useTranslations('LitterAdmin');
  const number = { type: 'number', inputMode: 'numeric', min: 0, max: 20, step: 1 } as const;
  const inView = (color: string) =>
    (COMMON_COLORS as readonly string[]).includes(color) || Boolean(stored?.[color]);
  const field = (color: (typeof DOG_COLORS)[number]) => (
    <TextField
      key={color}
      id={`litter-${group}-${color}`}
      label={t('colorCount', { color })}
      {...number}
      error={errors?.colors?.[color]}
      className="mb-2 col-4 col-md-2"
      {...register(`${group}.colors.${color}`, { setValueAs: toCount })}
    />
  );
  const more = DOG_COLORS.filter((color) => !inView(color));
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
        {DOG_COLORS.filter(inView).map(field)}
      </div>
      {more.length > 0 && (
        <details className="mb-2" open={more.some((color) => errors?.colors?.[color])}>
          <summary>{t('moreColours')}</summary>
          <div className="row g-2 mt-1">{more.map(field)}</div>
        </details>
      )}
    </fieldset>
  );
}
