'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';

type FormModule = typeof import('./EnquiryForm');
type EnquiryFormProps = ComponentProps<FormModule['EnquiryForm']>;
type Loaded = { default: FormModule['EnquiryForm'] };

/** What shows that a visitor is about to use the form: a pointer over it, a tap, focus, a key. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

let wanted: (() => void) | null = null;
/** Settles once the visitor first reaches for the form (never on the server, which needs none). */
const intent = new Promise<void>((resolve) => {
  wanted = resolve;
});

const Form = lazy((): Promise<Loaded> => {
  if (typeof window === 'undefined') {
    // On the server the form renders in place and never suspends: a boundary that resolved
    // after the page's first bytes would be revealed by an inline script that the page's policy
    // refuses. A thenable that calls back at once lets React render it without waiting; the
    // bundler drops this branch, and with it the require, from the browser's build.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { EnquiryForm } = require('./EnquiryForm') as FormModule;
    const loaded: Loaded = { default: EnquiryForm };
    return { then: (resolve: (value: Loaded) => void) => resolve(loaded) } as Promise<Loaded>;
  }
  return intent
    .then(() => import('./EnquiryForm'))
    .then(({ EnquiryForm }) => ({ default: EnquiryForm }));
});

/**
 * The enquiry form, whose script loads only once the visitor reaches for it (issue 20: it is on
 * every dog page and `/contact`, under a 130 KB budget for the page's script). The server renders
 * the whole form, and until its script arrives it is a plain HTML form: the fields take typing
 * (hydration keeps what was typed and where the focus is), and a send goes to the API without
 * JavaScript, as the form does for everyone without it.
 */
export function LazyEnquiryForm(props: EnquiryFormProps) {
  useEffect(() => {
    if (!wanted) return;
    const reach = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.enquiry')) return;
      wanted?.();
      wanted = null;
      stop();
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, reach, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, reach, true);
    return stop;
  }, []);

  return (
    <Suspense>
      <Form {...props} />
    </Suspense>
  );
}
