'use client';

import { useEffect } from 'react';
import { guardHistory } from './history-guard';

/** What we use of the Navigation API, which TypeScript's DOM types do not describe yet. */
interface NavigationHistory {
  currentEntry: { key: string } | null;
  traverseTo(key: string): unknown;
}

const withoutFragment = (href: string) => href.split('#')[0];

/**
 * While a form has unsaved changes, leaving asks first: closing or reloading the tab (the
 * browser's own dialog), following any link on the page and the browser's Back and Forward (ours,
 * `message`).
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
    const stopConfirmingHistorySteps = confirmHistorySteps(message);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      stopConfirmingHistorySteps();
    };
  }, [dirty, message]);
}

/**
 * Asks before a Back or Forward leaves this page. The answer comes before the router renders the
 * other page (history-guard.ts); no history entry is added beforehand, so without changes, or once
 * they are saved, Back works exactly as it always did.
 */
function confirmHistorySteps(message: string): () => void {
  const page = { href: window.location.href, state: window.history.state as unknown };
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  const entry = navigation?.currentEntry;
  return guardHistory((event) => {
    // Back on this page's own entry after a step the breeder took back: the router never left it
    // (letting it hear of this one, its history write could cut the browser's scroll restoration).
    if (entry && navigation?.currentEntry?.key === entry.key) {
      event.stopImmediatePropagation();
      return;
    }
    // Only the #fragment changed: still this page.
    if (withoutFragment(window.location.href) === withoutFragment(page.href)) return;
    if (window.confirm(message)) return;
    event.stopImmediatePropagation();
    // Staying: back to this page's own entry, adding none. A new entry pushed now would
    // come with no user activation since Back, and Chrome's Back button skips such entries.
    if (navigation && entry) navigation.traverseTo(entry.key);
    // Older browsers: an entry like the one left, with the router's state (without it, the
    // router reloads the page on the next Back).
    else window.history.pushState(page.state, '', page.href);
  });
}
