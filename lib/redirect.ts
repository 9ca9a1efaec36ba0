import { ADMIN_MENU } from '@/lib/public-paths.mjs';

/**
 * SPEC §4: a remembered target is used only if it is a safe internal path — one leading "/",
 * no "//", no "\", no scheme, no control characters (checked before and after decoding).
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  return [target, decoded].every(
    (value) =>
      value.startsWith('/') &&
      !value.startsWith('//') &&
      !value.includes('\\') &&
      !value.includes('//') &&
      !/[\u0000-\u001f\u007f]/.test(value) &&
      !/^\/*[a-z][a-z0-9+.-]*:/i.test(value),
  );
}

export const DEFAULT_AFTER_LOGIN = ADMIN_MENU.dogs;

export function safeRedirect(target: unknown): string {
  return isSafeRedirect(target) ? target : DEFAULT_AFTER_LOGIN;
}
