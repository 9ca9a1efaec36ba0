/** Structured data for search engines: one schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** The `<script>` text of a JSON-LD block; `<` is escaped so data can never close the tag. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
