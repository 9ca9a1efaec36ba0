/** The breeder's public contact details (SPEC §5): every field is optional. */
export interface SiteInfo {
  email: string | null;
  phone: string | null;
  phoneAt: string | null;
  fbUrl: string | null;
  instaUrl: string | null;
}

export const EMPTY_SITE_INFO: SiteInfo = {
  email: null,
  phone: null,
  phoneAt: null,
  fbUrl: null,
  instaUrl: null,
};

/** `tel:` target for a stored phone number such as "+36 30 123 4567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** WhatsApp chat link built from a phone number: only the digits go into the URL. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function siteName(): string {
  return process.env.SITE_NAME?.trim() || 'Budapest French Bulldogs';
}
