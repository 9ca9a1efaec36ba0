'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf, mergeEdits, valueAt } from '@/lib/client/edit-merge';
import { reportError } from '@/lib/client/report-error';

/**
 * Where a record is saved: one record PUT to its address (a string), or a new one POSTed to its
 * list and a change PATCHed to its own address. `cached`: both are SWR keys, and every screen
 * reading them shows the record as stored from then on.
 */
export type SaveAddress = string | { list: string; item: (id: number) => string; cached?: boolean };

/** What the save reads and writes of a form: react-hook-form's, or a form's own state. */
export interface EditedFields<F> {
  values: () => F;
  /** Their value of a field only they changed, taken in as a change made here. */
  take: (path: string, value: unknown) => void;
  /** The form holds `fields`, as stored. */
  reset: (fields: F) => void;
  /** The server refused the save: its messages beside their fields. */
  refuse: (error: unknown) => void;
  /** A save begins: the last refusal's messages go. */
  clear?: () => void;
}

export interface Conflict<V, F = unknown> {
  theirs: V;
  /** Their record as the form's fields. */
  theirFields: F;
  /** Fields only they changed: taken in. */
  adopt: string[];
  /** Fields both changed: the form shows both. */
  clash: string[];
}

type Versioned = { version: number; id?: number };

/** The record a form knows: always one when the form began with one. */
export type Known<I> = null extends I
  ? NonNullable<I> | undefined
  : undefined extends I
    ? NonNullable<I> | undefined
    : I;

export interface VersionedRecordOptions<F, I extends Versioned | null | undefined> {
  fields: EditedFields<F>;
  /** The stored record as the page was rendered with it; none for a new one. */
  initial: I;
  toFields: (record: NonNullable<I>) => F;
  /** The form's fields, by path (nested with dots): what a conflict compares. */
  paths: readonly string[];
  address: SaveAddress;
  /** Saves the form again, based on their version (the breeder keeps this one). */
  resubmit: (basedOn: NonNullable<I>) => void;
  /** The breeder took their version instead of this one. */
  onTheirs?: (theirs: NonNullable<I>) => void;
}

/**
 * The save of one versioned record: every save carries the version its changes are based on.
 * When someone else saved first (409) their other changes are taken in and what was typed here
 * stays; where both changed a field the form shows both (`conflict`) until the breeder keeps
 * theirs or this one. The server's refusals go to the form (`fields.refuse`), beside its fields.
 */
export function useVersionedRecord<F, I extends Versioned | null | undefined>({
  fields,
  initial,
  toFields,
  paths,
  address,
  resubmit,
  onTheirs,
}: VersionedRecordOptions<F, I>) {
  const { mutate } = useSWRConfig();
  // The stored record this form's changes are based on: its version goes with every save.
  const [known, setKnown] = useState<NonNullable<I> | undefined>(initial ?? undefined);
  const [conflict, setConflict] = useState<Conflict<NonNullable<I>, F>>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const cached = typeof address === 'object' && address.cached ? address : undefined;

  /** Takes in their record over `base` (what this form's changes started from). */
  const begin = (theirs: NonNullable<I>, base: F | undefined = known && toFields(known)) => {
    const theirFields = toFields(theirs);
    const { adopt, clash } = mergeEdits(base, theirFields, fields.values(), paths);
    for (const path of adopt) fields.take(path, valueAt(theirFields, path));
    setConflict({ theirs, theirFields, adopt, clash });
  };

  const request = (body: object, basedOn: NonNullable<I> | undefined) => {
    if (typeof address === 'string') {
      return apiFetch<NonNullable<I>>(address, {
        method: 'PUT',
        body: { ...body, version: basedOn?.version },
      });
    }
    if (!initial) return apiFetch<NonNullable<I>>(address.list, { method: 'POST', body });
    return apiFetch<NonNullable<I>>(address.item(initial.id!), {
      method: 'PATCH',
      body: { ...body, version: basedOn?.version },
    });
  };

  /**
   * Saves `body` based on `basedOn` (the record as this form knows it). Resolves with the stored
   * record, or null when nothing was saved.
   */
  const send = async (body: object, basedOn = known): Promise<NonNullable<I> | null> => {
    setBusy(true);
    fields.clear?.();
    try {
      const stored = await request(body, basedOn);
      setKnown(stored);
      setConflict(undefined);
      fields.reset(toFields(stored));
      setSaved(true);
      if (cached) {
        await Promise.all([
          mutate(cached.item(stored.id!), stored, { revalidate: false }),
          mutate(cached.list),
        ]);
      }
      return stored;
    } catch (error) {
      const theirs = conflictOf<NonNullable<I>>(error);
      if (!theirs) fields.refuse(error);
      else {
        if (cached) {
          void mutate(cached.item(theirs.id!), theirs, { revalidate: false });
          void mutate(cached.list);
        }
        begin(theirs);
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The stored record as this form last knew it (always one when the form began with one). */
    known: known as Known<I>,
    conflict,
    begin,
    send,
    /** Whether a save is under way. */
    busy,
    saved,
    hideSaved: () => setSaved(false),
    /** What the form holds now. */
    values: fields.values,
    /** Saves what this form holds over their version. */
    keepMine: () => {
      if (!conflict) return;
      setKnown(conflict.theirs);
      resubmit(conflict.theirs);
    },
    /** Drops this form's changes for their version. */
    takeTheirs: () => {
      if (!conflict) return;
      setKnown(conflict.theirs);
      fields.reset(conflict.theirFields);
      setConflict(undefined);
      onTheirs?.(conflict.theirs);
    },
  };
}

/** Writes `value` at the dotted `path` of a copy of `fields`. */
function withValue<F>(fields: F, path: string, value: unknown): F {
  const copy = structuredClone(fields) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy as F;
}

/**
 * A form that keeps its fields in React state (the text forms with rich text), as the save
 * reads and writes it: its values, whether they differ from the stored ones, and the server's
 * refusals by the API's paths (`title.hu`).
 */
export function useStateFields<F>(initial: () => F) {
  const [values, setValues] = useState(initial);
  const [stored, setStored] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edited: EditedFields<F> = {
    values: () => values,
    take: (path, value) => setValues((current) => withValue(current, path, value)),
    reset: (next) => {
      setValues(next);
      setStored(next);
    },
    refuse: (error) => {
      if (error instanceof ApiRequestError && error.status === 422) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path ?? '', e.msg])));
      }
      reportError(error);
    },
    clear: () => setErrors({}),
  };
  return {
    values,
    setValues,
    errors,
    dirty: JSON.stringify(values) !== JSON.stringify(stored),
    edited,
  };
}
