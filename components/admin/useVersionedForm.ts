'use client';

import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { useVersionedSave, type VersionedSaveOptions } from './useVersionedSave';

interface FormOptions<F extends FieldValues, Output> {
  resolver: Resolver<F, unknown, Output>;
  /** What leaving with unsaved changes asks first. */
  unsavedChanges: string;
}

/**
 * The form of a stored record that is always there (a settings screen): checked by `resolver`,
 * filled from the record and saved over its version (`save`, as ./useVersionedSave.ts takes it),
 * asking before unsaved changes are left behind.
 */
export function useVersionedForm<F extends FieldValues, I extends { version: number }, Output>(
  { resolver, unsavedChanges }: FormOptions<F, Output>,
  save: Omit<VersionedSaveOptions<F, I, Output>, 'form'>,
) {
  const form = useForm<F, unknown, Output>({
    resolver,
    defaultValues: save.toFields(save.initial) as DefaultValues<F>,
  });
  useUnsavedChangesWarning(form.formState.isDirty, unsavedChanges);
  return { form, versioned: useVersionedSave({ form, ...save }) };
}
