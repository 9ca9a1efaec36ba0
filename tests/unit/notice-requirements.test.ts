import { describe, expect, it } from 'vitest';
import {
  emptyIfAnyItems,
  missingNoticeItems,
  noticeComplete,
  NOTICE_COUNTRIES,
  NOTICE_REQUIREMENTS,
  type NoticeFacts,
} from '@/lib/legal/notice-requirements';
import { LEGAL_FIELDS } from '@/lib/validation/form-limits';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

const nothing = Object.fromEntries(
  [...LEGAL_FIELDS, 'email'].map((item) => [item, null]),
) as NoticeFacts;

/** Everything HU, AT and DE law require, and none of the "if any" items. */
const required: NoticeFacts = {
  ...nothing,
  businessName: 'Kovács Éva',
  legalForm: 'egyéni vállalkozó',
  representative: 'Kovács Éva',
  address: '1111 Budapest, Fő utca 1.',
  email: 'eva@kennel.example',
  registrationNumber: '56789012',
  registrationAuthority: 'Nemzeti Adó- és Vámhivatal',
  taxNumber: '12345676-1-43',
  businessPurpose: 'Breeding and selling French Bulldogs',
  hostingName: 'Example Hosting Kft.',
  hostingAddress: '1095 Budapest, Soroksári út 2.',
  hostingEmail: 'support@host.example',
};

describe('what each country’s law requires of the legal notice', () => {
  it('asks Hungary for the register entry, the tax number and the host’s name, address and e-mail', () => {
    expect(missingNoticeItems(nothing, 'HU')).toEqual([
      'businessName',
      'address',
      'email',
      'registrationNumber',
      'registrationAuthority',
      'taxNumber',
      'hostingName',
      'hostingAddress',
      'hostingEmail',
    ]);
    expect(missingNoticeItems({ ...required, hostingEmail: null }, 'HU')).toEqual(['hostingEmail']);
  });

  it('asks Austria for the legal form and the business purpose (MedienG § 25), not the host', () => {
    expect(missingNoticeItems(nothing, 'AT')).toEqual([
      'businessName',
      'legalForm',
      'address',
      'email',
      'businessPurpose',
    ]);
    const austrian = { ...required, hostingName: null, taxNumber: null, representative: null };
    expect(missingNoticeItems(austrian, 'AT')).toEqual([]);
    expect(missingNoticeItems({ ...required, businessPurpose: '  ' }, 'AT')).toEqual([
      'businessPurpose',
    ]);
  });

  it('asks Germany for the legal form and the representative (DDG § 5)', () => {
    expect(missingNoticeItems(nothing, 'DE')).toEqual([
      'businessName',
      'legalForm',
      'representative',
      'address',
      'email',
    ]);
    expect(missingNoticeItems({ ...required, representative: null }, 'DE')).toEqual([
      'representative',
    ]);
  });

  it('never counts a VAT ID or a register entry as missing where the law asks for it only if any', () => {
    for (const country of NOTICE_COUNTRIES) {
      expect(missingNoticeItems(required, country), country).toEqual([]);
      expect(NOTICE_REQUIREMENTS[country].ifAny, country).toContain('vatId');
    }
    expect(emptyIfAnyItems(required, 'DE')).toEqual(['vatId']);
    expect(emptyIfAnyItems(required, 'HU')).toEqual(['vatId', 'premisesRegistration']);
    expect(emptyIfAnyItems({ ...required, vatId: 'DE136695976' }, 'AT')).toEqual([]);
  });

  it('calls the notice complete only when every country’s law is met', () => {
    expect(noticeComplete(required)).toBe(true);
    expect(noticeComplete(nothing)).toBe(false);
    // Name, address and e-mail alone were once enough; the law asks for more.
    const contactOnly = {
      ...nothing,
      businessName: 'Kovács Éva',
      address: '1111 Budapest',
      email: 'eva@kennel.example',
    };
    expect(noticeComplete(contactOnly)).toBe(false);
    expect(noticeComplete({ ...required, legalForm: null })).toBe(false);
    expect(noticeComplete({ ...required, legalForm: null }, ['HU'])).toBe(true);
  });

  it('names every item and every country’s law in each language of the admin screen', () => {
    for (const messages of [en, hu, de]) {
      const facts: Record<string, string> = messages.SiteFacts;
      for (const country of NOTICE_COUNTRIES) {
        expect(facts[`noticeLaw${country}`]).toBeTruthy();
        for (const item of [
          ...NOTICE_REQUIREMENTS[country].required,
          ...NOTICE_REQUIREMENTS[country].ifAny,
        ]) {
          expect(facts[item === 'email' ? 'noticeEmail' : item], item).toBeTruthy();
        }
      }
    }
  });
});
