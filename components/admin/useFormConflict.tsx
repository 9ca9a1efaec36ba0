'use client';

import { useState, type ReactNode } from 'react';
import type {
  FieldValues,
  Path,
  PathValue,
  UseFormGetValues,
  UseFormReset,
  UseFormSetValue,
} from 'react-hook-form';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { mergeEdits, valueAt } from '@/lib/client/edit-merge';

interface Options<R, F extends FieldValues> {
  /** The stored record the form's changes are based on (its version goes with every save). */
  known: R | undefined;
  setKnown: (record: R) => void;
  getValues: UseFormGetValues<F>;
  setValue: UseFormSetValue<F>;
  reset: UseFormReset<F>;
  /** The record as the form's fields. */
  toFields: (record: R | undefined) => F;
  /** The field paths compared. */
  compared: readonly string[];
  /** A field's name as the form labels it, and its value as the screens write it. */
  label: (path: string) => string;
  show: (path: string, fields: F) => ReactNode;
}

/**
 * A record form's answer to a save someone else's came before (409 `editConflict`): their
 * changes to fields not touched here are taken into the form, fields both changed are shown side
 * by side, and what was typed stays until the breeder decides.
 */
export function useFormConflict<R, F extends FieldValues>({
  known,
  setKnown,
  getValues,
  setValue,
  reset,
  toFields,
  compared,
  label,
  show,
}: Options<R, F>) {
  const [conflict, setConflict] = useState<{ theirs: R; adopt: string[]; clash: string[] }>();

  const begin = (theirs: R) => {
    const theirFields = toFields(theirs);
    const { adopt, clash } = mergeEdits(toFields(known), theirFields, getValues(), compared);
    for (const path of adopt) {
      setValue(path as Path<F>, valueAt(theirFields, path) as PathValue<F, Path<F>>, {
        shouldDirty: true,
      });
    }
    setConflict({ theirs, adopt, clash });
  };

  /** The panel; `save` saves the form as it is, based on their version. */
  const panel = (save: (theirs: R) => void, busy: boolean) =>
    conflict && (
      <ConflictPanel
        adopted={conflict.adopt.map(label)}
        clashes={conflict.clash.map((path) => ({
          path,
          label: label(path),
          theirs: show(path, toFields(conflict.theirs)),
          mine: show(path, getValues()),
        }))}
        onKeepMine={() => {
          setKnown(conflict.theirs);
          save(conflict.theirs);
        }}
        onTakeTheirs={() => {
          setKnown(conflict.theirs);
          reset(toFields(conflict.theirs));
          setConflict(undefined);
        }}
        busy={busy}
      />
    );

  return { begin, end: () => setConflict(undefined), panel };
}
