'use client';

import { useEffect, useRef, useState } from 'react';
import { putBackDraft, type LoadFormCode } from './drafts';
import type { FormStart } from './enquiry-start';
import { useHydrated } from './hooks';

/**
 * What every public form shares: what the visitor typed before following a link away and coming
 * Back is put back (`draftKey`; not when `putBack` is false: the server drew a draft of its own),
 * the signed start of the form is fetched once the visitor begins (`startOfForm`, with the rest
 * of the code a send needs, which `load` fetches), and once it is sent the thanks (`sentRef`)
 * takes the focus.
 */
export function usePublicForm<Thanks extends HTMLElement = HTMLParagraphElement>({
  draftKey,
  start,
  load,
  putBack = true,
}: {
  draftKey: string;
  /** The signed start the server rendered the form with. */
  start: string;
  /** Loads the form's deferred code (drafts.ts). */
  load: LoadFormCode;
  putBack?: boolean;
}) {
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<Thanks>(null);
  const formStart = useRef<Promise<FormStart> | null>(null);
  const startOfForm = () =>
    (formStart.current ??= load().then(({ FormStart }) => {
      const started = new FormStart(start);
      started.begin();
      return started;
    }));

  useEffect(() => {
    if (putBack && !sent && formRef.current) putBackDraft(draftKey, formRef.current, load);
  }, [draftKey, load, putBack, sent]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  /** A fresh form after one was sent ("send another"): a new signed start too. */
  const again = () => {
    formStart.current = null;
    setSent(false);
  };

  return { hydrated, sent, setSent, busy, setBusy, formRef, sentRef, startOfForm, again };
}
