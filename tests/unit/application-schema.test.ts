import { describe, expect, it } from 'vitest';
import { applicationFromForm, applicationSchema } from '@/features/applications/schema';

const valid = {
  name: 'Kovács Éva',
  email: 'Eva@Example.com',
  phone: '06 30 123 4567',
  country: 'HU',
  city: 'Szeged',
  household: 'Két felnőtt.',
  experience: 'Sok.',
  timing: 'Tavasszal',
  locale: 'hu',
  consent: true,
};

const issues = (value: unknown) =>
  applicationSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the application schema', () => {
  it('stores the phone in international form, read with the applicant’s country', () => {
    expect(applicationSchema.parse(valid)).toMatchObject({
      phone: '+36 30 123 4567',
      email: 'eva@example.com',
      preferredSex: 'any',
      preferredColor: 'any',
      litter: 'any',
      message: '',
      answers: {},
    });
    expect(applicationSchema.parse({ ...valid, country: 'AT', phone: '0660 123 4567' }).phone).toBe(
      '+43 660 1234567',
    );
  });

  it('refuses a number that cannot be dialled beside its field, even while other fields fail', () => {
    expect(issues({ ...valid, phone: '06 30 12', consent: false })).toEqual([
      ['consent', 'applicationConsent'],
      ['phone', 'invalidPhone'],
    ]);
    expect(issues({ ...valid, country: 'XX' })).toEqual([['country', 'invalidCountry']]);
  });

  it('reads a form post: answers by `q{id}`, the box as consent, nothing else', () => {
    const form = new URLSearchParams({
      ...valid,
      consent: 'on',
      q3: 'Igen',
      returnTo: '/elsewhere',
      website: '',
    });
    const body = applicationFromForm(form);
    expect(body).toMatchObject({ consent: true, answers: { q3: 'Igen' }, website: '' });
    expect(body).not.toHaveProperty('returnTo');
    expect(applicationSchema.safeParse(body).success).toBe(true);
  });
});
