/** Online state and connection quality, as far as the browser tells (SPEC §4 prefetch rule). */
export interface NetworkStatus {
  online: boolean;
  effectiveType?: string;
  saveData?: boolean;
}

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

const SERVER_STATUS: NetworkStatus = { online: true };

/** Prefetching wastes a slow or metered connection and fails offline. */
export function canPrefetch(status: NetworkStatus): boolean {
  if (!status.online || status.saveData) return false;
  return status.effectiveType !== '2g' && status.effectiveType !== 'slow-2g';
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

let snapshot: NetworkStatus = SERVER_STATUS;

function read(): NetworkStatus {
  const c = connection();
  const next: NetworkStatus = {
    online: navigator.onLine,
    effectiveType: c?.effectiveType,
    saveData: c?.saveData,
  };
  const same =
    next.online === snapshot.online &&
    next.effectiveType === snapshot.effectiveType &&
    next.saveData === snapshot.saveData;
  if (!same) snapshot = next;
  return snapshot;
}

export function subscribeNetwork(listener: () => void): () => void {
  const c = connection();
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  c?.addEventListener('change', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    c?.removeEventListener('change', listener);
  };
}

export const getNetworkSnapshot = (): NetworkStatus => read();
export const getServerNetworkSnapshot = (): NetworkStatus => SERVER_STATUS;
