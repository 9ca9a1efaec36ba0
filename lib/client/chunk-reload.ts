/** SPEC §4: a failed chunk load means a new deployment; reload once, at most every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const GUARD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether to reload now; records the reload so the next 60 s do not loop. */
export function claimChunkReload(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  return true;
}

export function reloadOnChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let allowed = true;
  try {
    allowed = claimChunkReload(window.sessionStorage, Date.now());
  } catch {
    // Storage may be blocked; a single reload is still better than a broken page.
  }
  if (allowed) window.location.reload();
  return allowed;
}
