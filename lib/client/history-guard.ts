/**
 * Back and Forward between the app's pages stay in this document: when `popstate` fires, the
 * address has changed but the page has not yet; the App Router renders the other page from its own
 * `popstate` listener on the window. Listeners run in the order they were added, so ours is added
 * first (instrumentation-client.ts runs before the app starts) and the page's guard can keep the
 * router from ever hearing of a step.
 */
export type HistoryGuard = (event: PopStateEvent) => void;

let pageGuard: HistoryGuard | null = null;

export function listenBeforeTheRouter(): void {
  window.addEventListener('popstate', (event) => pageGuard?.(event));
}

/** Hands every Back and Forward to `guard` first, until the returned function is called. */
export function guardHistory(guard: HistoryGuard): () => void {
  pageGuard = guard;
  return () => {
    if (pageGuard === guard) pageGuard = null;
  };
}
