'use client';

import type { ComponentProps } from 'react';
import { TextField } from '@/components/admin/TextField';
import { MIN_BIRTHDAY } from '@/features/dogs/fields';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * A text field of the dog form: half a row, and never filled in by the browser (a dog's name and
 * numbers are not the admin's own).
 */
export function DogTextField(props: TextFieldProps) {
  return <TextField autoComplete="off" className="mb-3 col-md-6" {...props} />;
}

/** A day of the dog's life (its birth, a vaccination): from MIN_BIRTHDAY to today. */
export function DogDayField(props: TextFieldProps) {
  return (
    <TextField
      type="date"
      min={MIN_BIRTHDAY}
      max={new Date().toISOString().slice(0, 10)}
      {...props}
    />
  );
}
