'use client';

import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { applyServerErrors } from '@/lib/client/form-errors';

interface RecordSaveOptions<T extends { id: number; version: number }, Field extends string> {
  /** The record's API address (`/admin/dogs/7`) and its list's (`/admin/dogs`), their SWR keys. */
  itemKey: (id: number) => string;
  listKey: string;
  /** The form's fields, for the server's refusals. */
  fields: readonly string[];
  setError: (field: Field, error: { type: 'server'; message: string }) => void;
  setFocus: (field: Field) => void;
  /** Someone else saved first: the record as stored now. */
  onConflict: (theirs: T) => void;
  /** Saved: the form takes the stored record in, before the screens' caches do. */
  onSaved: (saved: T) => void;
}

/**
 * The save of a record the admin edits in a form (a dog, a litter): a new one is POSTed to its
 * list, a change PATCHed with the version it is based on. The answer goes into every screen's
 * cache of it and of its list. A 409 hands the stored record to `onConflict` (it is cached too);
 * the server's refusals show beside their fields, the first one focused. Resolves with the saved
 * record, or null when nothing was saved.
 */
export function useRecordSave<T extends { id: number; version: number }, Field extends string>({
  itemKey,
  listKey,
  fields,
  setError,
  setFocus,
  onConflict,
  onSaved,
}: RecordSaveOptions<T, Field>) {
  const { mutate } = useSWRConfig();
  return async (values: object, id: number | undefined, basedOn?: T): Promise<T | null> => {
    let saved: T;
    try {
      saved = await apiFetch<T>(id === undefined ? listKey : itemKey(id), {
        method: id === undefined ? 'POST' : 'PATCH',
        body: basedOn ? { ...values, version: basedOn.version } : values,
      });
    } catch (error) {
      const theirs = conflictOf<T>(error);
      if (theirs) {
        // Every screen reading the record shows it as stored from now on.
        void mutate(itemKey(theirs.id), theirs, { revalidate: false });
        void mutate(listKey);
        onConflict(theirs);
        return null;
      }
      // The refused field comes into view, clear of the save bar (globals.css).
      const refused = applyServerErrors(error, setError, fields);
      if (refused) setFocus(refused);
      return null;
    }
    onSaved(saved);
    await Promise.all([mutate(itemKey(saved.id), saved, { revalidate: false }), mutate(listKey)]);
    return saved;
  };
}
