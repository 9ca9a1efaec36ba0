'use client';

import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf, mergeEdits, valueAt } from '@/lib/client/edit-merge';
import { applyServerErrors } from '@/lib/client/form-errors';
import type { DraftKey } from './local-draft';
import { useKeptForm } from './useKeptForm';

interface VersionedSaveOptions<F extends FieldValues, V extends { version: number }, Output> {
  form: UseFormReturn<F, unknown, Output>;
  /** The stored record as the page was rendered with it. */
  initial: V;
  toFields: (value: V) => F;
  /** The form's fields, by path (nested with dots). */
  paths: readonly string[];
  /** Where the tab keeps what is typed until it is saved. */
  draftKey: DraftKey;
  /** The API address the record is PUT to, with the version the changes are based on. */
  address: string;
  /** The form field a server's refusal at `path` shows under, when the two differ. */
  fieldOf?: (path: string) => string;
}

export interface Conflict<V> {
  theirs: V;
  /** Fields only they changed: taken in. */
  adopt: string[];
  /** Fields both changed: the form shows both. */
  clash: string[];
}

/**
 * A form that saves one versioned record: every save carries the version its changes are based
 * on. When someone else saved first (409), or the tab's kept draft is older than the record, their
 * other changes are taken in and what was typed here stays; where both changed a field the form
 * shows both (`conflict`) until the breeder keeps theirs or this one. The server's refusals show
 * beside their fields, the first one focused.
 */
export function useVersionedSave<F extends FieldValues, V extends { version: number }, Output>({
  form,
  initial,
  toFields,
  paths,
  draftKey,
  address,
  fieldOf,
}: VersionedSaveOptions<F, V, Output>) {
  const { getValues, setValue, handleSubmit, reset, setError, setFocus } = form;
  // The stored record this form's changes are based on: its version goes with every save.
  const [known, setKnown] = useState(initial);
  const [conflict, setConflict] = useState<Conflict<V>>();
  const [saved, setSaved] = useState(false);

  const beginConflict = (theirs: V, base = toFields(known)) => {
    const theirFields = toFields(theirs);
    const { adopt, clash } = mergeEdits(base, theirFields, getValues(), paths);
    for (const path of adopt) {
      const value = valueAt(theirFields, path) as PathValue<F, Path<F>>;
      setValue(path as Path<F>, value, { shouldDirty: true });
    }
    setConflict({ theirs, adopt, clash });
  };

  const kept = useKeptForm({
    key: draftKey,
    form,
    version: known.version,
    base: toFields(known),
    onStale: (base) => beginConflict(initial, base),
  });

  /** Saves the form, based on `basedOn` (the record as this form knows it). */
  const save = (basedOn = known) =>
    handleSubmit(async (values) => {
      try {
        const stored = await apiFetch<V>(address, {
          method: 'PUT',
          body: { ...values, version: basedOn.version },
        });
        setKnown(stored);
        setConflict(undefined);
        reset(toFields(stored));
        setSaved(true);
      } catch (error) {
        const theirs = conflictOf<V>(error);
        if (theirs) beginConflict(theirs);
        else {
          const refused = applyServerErrors(
            fieldOf && error instanceof ApiRequestError
              ? new ApiRequestError(
                  error.status,
                  error.message,
                  error.errors.map((e) => (e.path ? { ...e, path: fieldOf(e.path) } : e)),
                )
              : error,
            setError as never,
            paths,
          );
          if (refused) setFocus(refused as Path<F>);
        }
      }
    });

  return {
    /** The stored record as this form last knew it. */
    known,
    kept,
    conflict,
    save,
    saved,
    hideSaved: () => setSaved(false),
    /** Saves what this form holds over their version. */
    keepMine: () => {
      if (!conflict) return;
      setKnown(conflict.theirs);
      void save(conflict.theirs)();
    },
    /** Drops this form's changes for their version. */
    takeTheirs: () => {
      if (!conflict) return;
      setKnown(conflict.theirs);
      reset(toFields(conflict.theirs));
      setConflict(undefined);
    },
  };
}
