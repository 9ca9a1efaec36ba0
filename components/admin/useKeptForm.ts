'use client';

import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { sameValue } from '@/lib/client/edit-merge';
import { dropLocalDraft, keepLocalDraft, readLocalDraft, type DraftKey } from './local-draft';

interface KeptFormOptions<F extends FieldValues, Output> {
  /** None: the form keeps no draft. */
  key: DraftKey | undefined;
  form: UseFormReturn<F, unknown, Output>;
  /** The stored record's version and its fields, as the form's changes are based on them. */
  version: number;
  base: F;
  /**
   * A kept draft typed over an older version: its fields are in the form already; the form
   * merges what changed since (`kept.base`) as after a 409.
   */
  onStale: (keptBase: F) => void;
}

/**
 * A react-hook-form form's draft in this browser (./local-draft.ts), as the page editor keeps
 * its own: kept while the form differs from what is stored, put back on the next visit, dropped
 * once saved or discarded.
 */
export function useKeptForm<F extends FieldValues, Output>({
  key,
  form,
  version,
  base,
  onStale,
}: KeptFormOptions<F, Output>) {
  const [putBack, setPutBack] = useState(false);
  const values = useWatch({ control: form.control, disabled: !key }) as F;
  const dirty = form.formState.isDirty;
  /** What this tab last kept: another tab of the form shares the storage. */
  const keptHere = useRef<string | null>(null);

  useEffect(() => {
    if (!key) return;
    const kept = readLocalDraft<F>(key);
    if (!kept) return;
    keptHere.current = JSON.stringify(kept.content);
    if (sameValue(kept.content, base)) return;
    // The stored fields stay the form's defaults: the put-back values count as unsaved.
    form.reset(kept.content, { keepDefaultValues: true });
    // Storage is the browser's alone: read after hydration, so the server's HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.version === version) setPutBack(true);
    else onStale(kept.base);
    // Once, on arrival: later changes of `base` are this form's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = JSON.stringify(values);
  useEffect(() => {
    if (!key) return;
    if (dirty) {
      keptHere.current = typed;
      keepLocalDraft(key, { version, base, content: JSON.parse(typed) as F });
    } else if (keptHere.current !== null) {
      if (JSON.stringify(readLocalDraft<F>(key)?.content) === keptHere.current) dropLocalDraft(key);
      keptHere.current = null;
    }
    // `base` changes with `version` (a save, a merge): its identity is no reason to write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dirty, version, typed]);

  return {
    /** Whether the form shows what was put back (until saved, discarded or undone). */
    putBack: putBack && dirty,
    /** Forgets what was put back from this browser: the stored record again. */
    discard: () => {
      setPutBack(false);
      form.reset(base);
    },
  };
}
