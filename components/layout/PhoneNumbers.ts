import { telHref } from '@/lib/site/contact-links';

/** The kennel's numbers the header offers, with the translation key of each one's label. */
export interface PhoneNumber {
  key: 'phoneHuLabel' | 'phoneAtLabel';
  number: string;
  href: string;
}

export function phoneNumbers(phone: string | null, phoneAt: string | null): PhoneNumber[] {
  const numbers: PhoneNumber[] = [];
  if (phone) numbers.push({ key: 'phoneHuLabel', number: phone, href: telHref(phone) });
  if (phoneAt) numbers.push({ key: 'phoneAtLabel', number: phoneAt, href: telHref(phoneAt) });
  return numbers;
}
