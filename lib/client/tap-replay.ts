import { useEffect, type RefObject } from 'react';

/** What the deferred-script loader (lib/first-paint-loader.mjs) records of each button tap. */
interface PendingTap {
  button: Element;
  at: number;
}

declare global {
  interface Window {
    __pendingTap?: PendingTap | 0;
  }
}

/** A tap older than this is not repeated: the visitor has moved on. */
const REPLAY_WITHIN_MS = 5_000;

/**
 * Repeats a tap React dropped: React ignores a click on a part whose own script file is still on
 * its way. Once this button is hydrated it clicks itself if it was the last button tapped, within
 * 5 s. Its click handler must call `forgetTap`, so a tap React did handle is never repeated.
 */
export function useTapReplay(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const tap = window.__pendingTap;
    const button = ref.current;
    if (!tap || !button || tap.button !== button) return;
    window.__pendingTap = 0;
    if (Date.now() - tap.at < REPLAY_WITHIN_MS) button.click();
  }, [ref]);
}

export function forgetTap(): void {
  window.__pendingTap = 0;
}
