'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ContentLocale,
  PageContent,
  PageVersionSummary,
  PageView,
} from '@/features/pages/content';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf, mergeEdits, sameValue, valueAt } from '@/lib/client/edit-merge';
import { reportError } from '@/lib/client/report-error';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from '@/components/admin/local-draft';
import {
  checkContent,
  comparedPaths,
  draftOf,
  fieldErrors,
  localeWithError,
  pageDraftKey,
  withPath,
  type FieldErrors,
} from './page-form';

export interface PageConflict {
  theirs: PageView;
  /** Paths only they changed, now in the form too. */
  adopt: string[];
  /** Paths both changed differently. */
  clash: string[];
}

type Busy = 'save' | 'publish' | 'restore' | null;
type Done = 'saved' | 'published' | 'restored';

/**
 * The page editor's state and its writes: the draft typed here (kept in the browser until the
 * server has it), the version it is based on, and saves, publishes and restores that answer a
 * write made elsewhere meanwhile (409) with a merge the breeder decides.
 */
export function usePageEditor(
  initial: PageView,
  /** Told the language of the first refused field, to show it. */
  onInvalid: (locale: ContentLocale) => void,
) {
  const page = initial.page;
  const draftKey = pageDraftKey(page);
  const [known, setKnownState] = useState(initial);
  const [content, setContentState] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [conflict, setConflict] = useState<PageConflict | null>(null);
  const [putBack, setPutBack] = useState(false);
  const knownRef = useRef(known);
  const contentRef = useRef(content);
  /** What this tab last kept in the browser: another tab of the page shares the storage. */
  const keptHere = useRef<string | null>(null);

  const setKnown = (view: PageView) => {
    knownRef.current = view;
    setKnownState(view);
  };
  const setContent = useCallback((next: PageContent | ((c: PageContent) => PageContent)) => {
    const value = typeof next === 'function' ? next(contentRef.current) : next;
    contentRef.current = value;
    setContentState(value);
  }, []);

  const dirty = !sameValue(content, draftOf(known));

  const refuse = (invalid: FieldErrors) => {
    setErrors(invalid);
    const locale = localeWithError(invalid);
    if (locale) onInvalid(locale);
  };

  const beginConflict = useCallback(
    (theirs: PageView, base: PageContent) => {
      const theirDraft = draftOf(theirs);
      const { adopt, clash } = mergeEdits(
        base,
        theirDraft,
        contentRef.current,
        comparedPaths(theirs.blocks),
      );
      setContent((current) =>
        adopt.reduce((merged, path) => withPath(merged, path, valueAt(theirDraft, path)), current),
      );
      setConflict({ theirs, adopt, clash });
    },
    [setContent],
  );

  // What this browser kept from an earlier visit, put back (merged, if the page moved on since).
  useEffect(() => {
    const kept = readLocalDraft<PageContent>(draftKey);
    if (!kept) return;
    keptHere.current = JSON.stringify(kept.content);
    if (sameValue(kept.content, draftOf(initial))) return;
    setContent(kept.content);
    // Storage is the browser's alone: read after hydration, so the server's HTML matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.version === initial.version) setPutBack(true);
    else beginConflict(initial, kept.base);
    // Once, on arrival: later changes of `initial` are this screen's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (dirty) {
      keptHere.current = JSON.stringify(content);
      keepLocalDraft(draftKey, { version: known.version, base: draftOf(known), content });
    } else if (keptHere.current !== null) {
      if (JSON.stringify(readLocalDraft<PageContent>(draftKey)?.content) === keptHere.current)
        dropLocalDraft(draftKey);
      keptHere.current = null;
    }
  }, [draftKey, dirty, known, content]);

  /** Saves the draft on `base`'s version; the page as saved, or null (said why on screen). */
  const saveOn = async (base: PageView): Promise<PageView | null> => {
    const sent = contentRef.current;
    const invalid = await checkContent(page, sent);
    if (Object.keys(invalid).length > 0) {
      refuse(invalid);
      return null;
    }
    try {
      const view = await apiFetch<PageView>(`/admin/pages/${page}`, {
        method: 'PUT',
        body: { version: base.version, content: sent },
      });
      setErrors({});
      setConflict(null);
      setKnown(view);
      // What the server made of it (trimmed, sanitised), unless more was typed meanwhile.
      if (sameValue(contentRef.current, sent)) setContent(draftOf(view));
      return view;
    } catch (error) {
      const theirs = conflictOf<PageView>(error);
      if (theirs) beginConflict(theirs, draftOf(base));
      else if (error instanceof ApiRequestError && error.status === 422 && error.errors.length) {
        refuse(fieldErrors(error.errors));
      } else reportError(error);
      return null;
    }
  };

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<Done | null>) => {
    if (busy) return;
    setBusy(kind);
    setDone(null);
    try {
      const outcome = await action();
      if (outcome) setDone(outcome);
    } finally {
      setBusy(null);
    }
  };

  const save = () => run('save', async () => ((await saveOn(knownRef.current)) ? 'saved' : null));

  /** Saves what is unsaved first: the preview and a publish show what is on the screen. */
  const saved = async (): Promise<PageView | null> =>
    sameValue(contentRef.current, draftOf(knownRef.current))
      ? knownRef.current
      : saveOn(knownRef.current);

  const publish = () =>
    run('publish', async () => {
      const base = await saved();
      if (!base) return null;
      try {
        setKnown(
          await apiFetch<PageView>(`/admin/pages/${page}/publish`, {
            method: 'POST',
            body: { version: base.version },
          }),
        );
        return 'published';
      } catch (error) {
        const theirs = conflictOf<PageView>(error);
        if (theirs) beginConflict(theirs, draftOf(base));
        else reportError(error);
        return null;
      }
    });

  const restore = (version: PageVersionSummary) =>
    run('restore', async () => {
      try {
        const view = await apiFetch<PageView>(
          `/admin/pages/${page}/versions/${version.number}/restore`,
          { method: 'POST', body: { version: knownRef.current.version } },
        );
        setKnown(view);
        setContent(draftOf(view));
        setErrors({});
        return 'restored';
      } catch (error) {
        const theirs = conflictOf<PageView>(error);
        if (theirs) beginConflict(theirs, draftOf(knownRef.current));
        else reportError(error);
        return null;
      }
    });

  return {
    page,
    known,
    content,
    setContent,
    dirty,
    errors,
    busy,
    done,
    clearDone: () => setDone(null),
    putBack,
    /** Forgets what was put back from this browser: the server's draft again. */
    discardPutBack: () => {
      setPutBack(false);
      setContent(draftOf(knownRef.current));
    },
    conflict,
    /** After a conflict: save the form as it is over their version. */
    keepMine: (theirs: PageView) => {
      setKnown(theirs);
      void run('save', async () => ((await saveOn(theirs)) ? 'saved' : null));
    },
    /** After a conflict: drop what was typed here for their version. */
    takeTheirs: (theirs: PageView) => {
      setKnown(theirs);
      setContent(draftOf(theirs));
      setConflict(null);
    },
    save,
    saved,
    publish,
    restore,
    setKnownPhotos: (photos: PageView['photos']) => setKnown({ ...knownRef.current, photos }),
  };
}
