'use client';

import type { FieldErrors } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import type { FieldInput } from '@/components/admin/useVersionedSave';
import { useTranslations } from '@/lib/client/intl';
import { COMMON_COLORS, DOG_COLORS } from '@/features/dogs/fields';
import { toCount, type LitterFields } from './litter-fields';

/** Puppies expected or born: by sex and by colour, small number fields side by side. */
export function CountFields({
  group,
  input,
  errors,
  stored,
}: {
  group: 'expected' | 'born';
  /** A field's props from the form's save (useVersionedSave): id, error, stored value. */
  input: FieldInput<LitterFields>;
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
      label={t('colorCount', { color })}
      {...number}
      className="mb-2 col-4 col-md-2"
      {...input(`${group}.colors.${color}`, { setValueAs: toCount })}
      id={`litter-${group}-${color}`}
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
            label={t(sex)}
            {...number}
            className="mb-2 col-6 col-md-2"
            {...input(`${group}.${sex}`, { setValueAs: toCount })}
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
