'use client';

import { useState } from 'react';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { mergeEdits, valueAt } from '@/lib/client/edit-merge';
import { docText, type RichDoc } from '@/lib/rich-text/doc';

interface Options<F> {
  /** What the form started from, as fields. */
  known: F;
  /** What the form holds now. */
  mine: F;
  /** Replaces the form's values (their changes taken over, or all of theirs). */
  setMine: (fields: F) => void;
  /** The paths compared, each with its label on the screen. */
  labels: Record<string, string>;
}

/** How a field's value reads in the panel: a rich text as its plain text. */
function shown(value: unknown): string {
  if (value && typeof value === 'object' && (value as RichDoc).type === 'doc') {
    return docText(value as RichDoc);
  }
  return value === null || value === undefined ? '' : String(value);
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
 * A save refused because the record changed meanwhile (409 `editConflict`): what only they
 * changed comes into the form, what both changed is shown side by side, and nothing typed here
 * is lost until the person chooses.
 */
export function useTextConflict<F, R>({ known, mine, setMine, labels }: Options<F>) {
  const [conflict, setConflict] = useState<{
    theirs: R;
    fields: F;
    clash: string[];
    adopt: string[];
  }>();
  const paths = Object.keys(labels);

  const begin = (theirs: R, theirFields: F) => {
    const { adopt, clash } = mergeEdits(known, theirFields, mine, paths);
    let merged = mine;
    for (const path of adopt) merged = withValue(merged, path, valueAt(theirFields, path));
    setMine(merged);
    setConflict({ theirs, fields: theirFields, clash, adopt });
  };

  const panel = (keepMine: (theirs: R) => void, takeTheirs: (theirs: R) => void, busy: boolean) =>
    conflict && (
      <ConflictPanel
        adopted={conflict.adopt.map((path) => labels[path] ?? path)}
        clashes={conflict.clash.map((path) => ({
          path,
          label: labels[path] ?? path,
          theirs: shown(valueAt(conflict.fields, path)),
          mine: shown(valueAt(mine, path)),
        }))}
        onKeepMine={() => {
          setConflict(undefined);
          keepMine(conflict.theirs);
        }}
        onTakeTheirs={() => {
          setConflict(undefined);
          takeTheirs(conflict.theirs);
        }}
        busy={busy}
      />
    );

  return { begin, panel, clear: () => setConflict(undefined) };
}
