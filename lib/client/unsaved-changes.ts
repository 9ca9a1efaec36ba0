'use client';

import { useEffect } from 'react';

/**
 * While a form has unsaved changes, leaving asks first: closing or reloading the tab (the
 * browser's own dialog) and following any link on the page (ours, `message`).
 */
export function useUnsavedChangesWarning(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture phase on the window runs before everything else: cancelling here stops <Link>'s
    // client-side navigation and keeps the loading overlay from waiting for a page that never comes.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      if (anchor.href.startsWith('tel:') || anchor.href.startsWith('mailto:')) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
