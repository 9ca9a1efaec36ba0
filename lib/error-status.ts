/**
 * SPEC §8: a navigation error takes its status from `statusCode`, `status` or
 * `response.status`, in that order, and defaults to 500.
 */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate <= 599) return candidate;
    }
  }
  return 500;
}
