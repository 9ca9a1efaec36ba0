/**
 * What this process keeps of the public data besides Next's own cache — the proxy's lookups of
 * dogs, litters, news, lists and codes — is dropped through this hook when a mutation changes
 * that data. The listeners live on `globalThis`: the proxy and the route handlers each load their
 * own copy of this module.
 */
const PUBLIC_CHANGE = Symbol.for('kennel.public-change');

type Listener = () => void;

function listeners(): Set<Listener> {
  const shared = globalThis as { [PUBLIC_CHANGE]?: Set<Listener> };
  return (shared[PUBLIC_CHANGE] ??= new Set());
}

/** Calls `listener` on every change of public data in this process; returns its removal. */
export function onPublicChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function notifyPublicChange(): void {
  for (const listener of listeners()) {
    try {
      listener();
    } catch (error) {
      console.error('A public-change listener failed:', error);
    }
  }
}
