import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@/features/enquiries/schema';
import { internationalPhone, readPhone } from '@/lib/validation/phone';
import { siteInfoSchema } from '@/features/site/schema';
import { telHref, whatsappHref } from '@/lib/site/contact-links';

// Numbers written the way Hungarians and Austrians write them are stored in
// international form, so `tel:` and WhatsApp links work from abroad; the rest is refused.
describe('phone numbers', () => {
  it('converts the national prefixes of Hungary and Austria', () => {
    for (const text of ['06 30 123 4567', '06-30/123-4567', '(06 30) 123 4567', '0036301234567'])
      expect(internationalPhone(text, 'HU'), text).toBe('+36 30 123 4567');
    expect(internationalPhone('06 1 234 5678', 'HU')).toBe('+36 1 234 5678');
    expect(internationalPhone('0660 1234567', 'AT')).toBe('+43 660 1234567');
    // Written with a country code, any country's number stays itself.
    expect(internationalPhone('+43 660 1234567', 'HU')).toBe('+43 660 1234567');
    expect(internationalPhone('+49 171 1234567', 'AT')).toBe('+49 171 1234567');
  });

  it('refuses what cannot be dialled', () => {
    for (const text of ['06 30 123', '123456', '0171 1234567', '+36-30-abc', '06 20 1234567 ext 5'])
      expect(internationalPhone(text, 'HU'), text).toBeNull();
  });

  it('links a converted number that can be dialled from abroad', () => {
    const phone = internationalPhone('06 30 123 4567', 'HU')!;
    expect(telHref(phone)).toBe('tel:+36301234567');
    expect(whatsappHref(phone)).toBe('https://wa.me/36301234567');
  });

  it('stores the site info phones in international form, refusing each with its own key', () => {
    expect(siteInfoSchema.parse({ phone: ' 06 30 123 4567 ', phoneAt: '0660 123 4567' })).toEqual({
      phone: '+36 30 123 4567',
      phoneAt: '+43 660 1234567',
    });
    expect(siteInfoSchema.parse({ phone: '', phoneAt: '  ' })).toEqual({
      phone: null,
      phoneAt: null,
    });
    const refused = siteInfoSchema.safeParse({ phone: '06 30 12', phoneAt: '0660' });
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['phone', 'invalidPhone'],
      ['phoneAt', 'invalidPhoneAt'],
    ]);
  });

  it("stores an enquiry's phone in international form", () => {
    const enquiry = {
      name: 'Kovács Éva',
      email: 'eva@example.com',
      message: 'Érdeklődöm.',
      locale: 'hu',
      consent: true,
    } as const;
    expect(enquirySchema.parse({ ...enquiry, phone: '06 30 123 4567' }).phone).toBe(
      '+36 30 123 4567',
    );
    expect(enquirySchema.parse({ ...enquiry, phone: '' }).phone).toBeUndefined();
    expect(
      enquirySchema.safeParse({ ...enquiry, phone: '0171 1234567' }).error?.issues[0],
    ).toMatchObject({ path: ['phone'], message: 'invalidPhone' });
  });

  it('shows a number saved before the conversion in international form', () => {
    expect(readPhone('06 30 123 4567', 'HU')).toBe('+36 30 123 4567');
    expect(readPhone('0660 1234567', 'AT')).toBe('+43 660 1234567');
    expect(readPhone('+36 30 123 4567', 'HU')).toBe('+36 30 123 4567');
    expect(readPhone('12 34', 'HU')).toBe('12 34');
    expect(readPhone(null, 'HU')).toBeNull();
  });
});
