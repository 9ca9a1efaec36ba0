import { safeHref } from '@/lib/rich-text/sanitize';

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const PHONE = /^\+?[\d\s()./-]{6,}$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;

/**
 * A link address as the breeder types it, made whole (`example.com` → `https://example.com/`,
 * an e-mail address → `mailto:`, a phone number → `tel:`) and checked: web, e-mail and phone
 * links only (safeHref); null for anything else.
 */
export function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  if (EMAIL.test(value)) return safeHref(`mailto:${value}`);
  if (PHONE.test(value) && /\d{6}/.test(value.replace(/\D/g, ''))) {
    return safeHref(`tel:${value.replace(/[^\d+]/g, '')}`);
  }
  if (DOMAIN.test(value)) return safeHref(`https://${value}`);
  return safeHref(value);
}
