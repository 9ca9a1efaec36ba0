/**
 * JSON with every object's keys sorted, so two values that differ only in key order read the
 * same: jsonb does not keep the order a value was written in (a stored rich text comes back as
 * `{text, type}` where the editor wrote `{type, text}`). `map` turns each value first.
 */
export function canonicalJson(value: unknown, map: (value: unknown) => unknown = (v) => v): string {
  return JSON.stringify(value, (_key, raw: unknown) => {
    const v = map(raw);
    return v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v;
  });
}
