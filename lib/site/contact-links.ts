/** `tel:` target for a stored phone number such as "+36 30 123 4567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** WhatsApp chat link built from a phone number: only the digits go into the URL. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
