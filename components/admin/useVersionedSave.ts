'use client';

import type {
  FieldError,
  FieldPath,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  UseFormReturn,
} from 'react-hook-form';
import { ApiRequestError } from '@/lib/client/api';
import { valueAt } from '@/lib/client/edit-merge';
import { applyServerErrors } from '@/lib/client/form-errors';
import { useStoredFields } from '@/lib/client/stored-fields';
import type { DraftKey } from './local-draft';
import { useKeptForm } from './useKeptForm';
import { useVersionedRecord, type SaveAddress } from './useVersionedRecord';

export type { Conflict } from './useVersionedRecord';

type Versioned = { version: number; id?: number };

export interface VersionedSaveOptions<
  F extends FieldValues,
  I extends Versioned | undefined,
  Output,
> {
  form: UseFormReturn<F, unknown, Output>;
  /** The stored record as the page was rendered with it; none for a new one. */
  initial: I;
  toFields: (value: NonNullable<I>) => F;
  /** The form's fields, by path (nested with dots): what a conflict compares. */
  paths: readonly string[];
  /** The fields the server's refusals show under, when not `paths`. */
  refusable?: readonly string[];
  /** Where the tab keeps what is typed until it is saved, if it does. */
  draftKey?: DraftKey;
  address: SaveAddress;
  /** The form field a server's refusal at `path` shows under, when the two differ. */
  fieldOf?: (path: string) => string;
  /** A field the server refused (before its message is set). */
  onRefused?: (field: string) => void;
  /** Saves again over their version; by default the form's plain save. */
  resubmit?: (basedOn: NonNullable<I>) => void;
  /** The first part of every field's id (`dog` gives `dog-name`, `dog-description-en`). */
  idPrefix?: string;
}

/**
 * A react-hook-form form that saves one versioned record (./useVersionedRecord.ts): a 409 takes
 * their other changes in and shows where both changed a field, the server's refusals show beside
 * their fields with the first one focused, and a tab's kept draft older than the record merges
 * as after a 409. Its fields carry their stored values in the server's HTML (`field`, `choice`,
 * `input`), so an edit screen never paints empty before its script runs.
 */
export function useVersionedSave<F extends FieldValues, I extends Versioned | undefined, Output>({
  form,
  initial,
  toFields,
  paths,
  refusable = paths,
  draftKey,
  address,
  fieldOf,
  onRefused,
  resubmit,
  idPrefix,
}: VersionedSaveOptions<F, I, Output>) {
  const { getValues, setValue, handleSubmit, reset, setError, setFocus } = form;
  const { field, choice } = useStoredFields(form);

  const refuse = (error: unknown) => {
    const refused = applyServerErrors(
      fieldOf && error instanceof ApiRequestError
        ? new ApiRequestError(
            error.status,
            error.message,
            error.errors.map((e) => (e.path ? { ...e, path: fieldOf(e.path) } : e)),
          )
        : error,
      (path: string, message: { type: 'server'; message: string }) => {
        onRefused?.(path);
        setError(path as Path<F>, message);
      },
      refusable,
    );
    // The refused field comes into view, clear of the save bar (globals.css).
    if (refused) setFocus(refused as Path<F>);
  };

  const record = useVersionedRecord<F, I>({
    fields: {
      values: () => getValues(),
      take: (path, value) =>
        setValue(path as Path<F>, value as PathValue<F, Path<F>>, { shouldDirty: true }),
      reset: (fields) => reset(fields),
      refuse,
    },
    initial,
    toFields,
    paths,
    address,
    resubmit: (basedOn) => (resubmit ? resubmit(basedOn) : void save(basedOn)()),
  });
  const { known } = record;

  const kept = useKeptForm({
    key: draftKey,
    form,
    version: known?.version ?? 0,
    base: known ? toFields(known) : getValues(),
    onStale: (base) => initial && record.begin(initial, base),
  });

  /** Saves the form, based on `basedOn` (the record as this form knows it). */
  const save = (basedOn = known as NonNullable<I> | undefined) =>
    handleSubmit(async (values) => {
      await record.send(values as object, basedOn);
    });

  /**
   * A text field's or a list's props: its id, its error and its stored value with
   * react-hook-form's own (a yes/no list shows its stored choice too).
   */
  const input = <N extends FieldPath<F>>(name: N, options?: RegisterOptions<F, N>) => {
    const { defaultChecked, ...props } = field(name, options);
    return {
      id: `${idPrefix ?? 'field'}-${name.replaceAll('.', '-')}`,
      error: valueAt(form.formState.errors, name) as FieldError | undefined,
      ...props,
      ...(defaultChecked !== undefined && { defaultValue: String(defaultChecked) }),
    };
  };

  return { ...record, kept, save, field, choice, input };
}

export type FieldInput<F extends FieldValues> = ReturnType<
  typeof useVersionedSave<F, Versioned | undefined, unknown>
>['input'];
