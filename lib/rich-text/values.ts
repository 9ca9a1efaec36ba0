/**
 * Replaces `{name}` placeholders with their values (structured facts such as `{foundingYear}`);
 * an unknown name stays as typed, so a breeder's own braces are never eaten.
 */
export function fillValues(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : match,
  );
}
