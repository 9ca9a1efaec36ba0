import type { LineText } from './page-text';

/** A line inside an element the caller owns, marked `lang="en"` when it is the fallback. */
export function Inline({ value }: { value: LineText | null }) {
  if (!value) return null;
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
