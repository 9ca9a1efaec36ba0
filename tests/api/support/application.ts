import { signedStart } from './enquiry';

/**
 * A complete application as the public form sends it (`POST /api/applications`): a household
 * that may keep a French Bulldog, with a fresh signed start. Tests set what they vary.
 */
export function applicationBody(fields: {
  name: string;
  email: string;
  locale: string;
  country?: string;
  city?: string;
  phone?: string;
}) {
  return {
    phone: '+36 30 123 4567',
    country: 'HU',
    city: 'Szeged',
    household: 'Two adults, a garden.',
    experience: 'We had a French Bulldog for ten years.',
    preferredSex: 'female',
    preferredColor: 'blue',
    litter: 'any',
    timing: 'Spring',
    message: '',
    consent: true,
    website: '',
    start: signedStart(10_000),
    ...fields,
  };
}
