import { describe, expect, it } from 'vitest';
import {
  controllerOf,
  mailProvider,
  privacyRecipients,
  registrableDomain,
  videoService,
  type PrivacySetup,
} from '@/features/site/privacy-recipients';

// The privacy notice names who receives a visitor's data from what the site is configured to
// use (GDPR Art. 13(1)(e), (f)): nothing it does not use, everything it does.

const BARE: PrivacySetup = {
  hostingName: null,
  hostingAddress: null,
  smtpUrl: null,
  s3: null,
  facebookPage: null,
  meetingUrl: null,
  airlines: [],
};

const kinds = (setup: PrivacySetup) => privacyRecipients(setup).map((r) => r.kind);
const find = (setup: PrivacySetup, kind: string) =>
  privacyRecipients(setup).find((r) => r.kind === kind);

describe('privacyRecipients', () => {
  it('names no mail provider, bucket, video service or Meta on a site that uses none', () => {
    expect(kinds(BARE)).toEqual(['hosting', 'airline', 'officialVet', 'chipDatabase']);
    expect(find(BARE, 'hosting')).toMatchObject({ role: 'processor', name: null });
  });

  it('names the mail provider by the SMTP host’s domain once mail is on', () => {
    const setup = { ...BARE, smtpUrl: 'smtps://kennel:secret@smtp.eu.mailgun.org:465' };
    expect(find(setup, 'mail')).toEqual({
      kind: 'mail',
      role: 'processor',
      name: 'mailgun.org',
      outsideEea: null,
    });
    // A mail server on the host itself names no provider of its own.
    expect(find({ ...BARE, smtpUrl: 'smtp://127.0.0.1:25' }, 'mail')).toMatchObject({ name: null });
  });

  it('names Meta as joint controller, outside the EEA, only with the Facebook embed', () => {
    expect(kinds(BARE)).not.toContain('meta');
    const meta = find({ ...BARE, facebookPage: 'https://www.facebook.com/kennel' }, 'meta');
    expect(meta).toMatchObject({
      role: 'jointController',
      name: 'Meta Platforms Ireland Ltd.',
      outsideEea: 'yes',
    });
    expect(meta?.address).toContain('Dublin');
  });

  it('names the bucket: AWS with its region, or an S3-compatible service by its domain', () => {
    expect(find({ ...BARE, s3: { region: 'eu-central-1' } }, 'storage')).toMatchObject({
      name: 'Amazon Web Services (S3, eu-central-1)',
      outsideEea: null,
    });
    expect(find({ ...BARE, s3: { region: 'us-east-1' } }, 'storage')?.outsideEea).toBe('yes');
    const r2 = { region: 'auto', endpoint: 'https://abc123.r2.cloudflarestorage.com' };
    expect(find({ ...BARE, s3: r2 }, 'storage')).toMatchObject({ name: 'cloudflarestorage.com' });
  });

  it('names the video-call service the meeting link opens, or the service in general', () => {
    expect(videoService('https://meet.google.com/abc-defg-hij')).toEqual({
      name: 'Google Meet (Google)',
      outsideEea: 'yes',
    });
    expect(videoService('https://us02web.zoom.us/j/123').name).toContain('Zoom');
    expect(videoService('https://whereby.com/kennel').outsideEea).toBeNull();
    expect(videoService('https://video.example.hu/room')).toEqual({
      name: 'example.hu',
      outsideEea: null,
    });
    expect(kinds({ ...BARE, meetingUrl: 'https://meet.jit.si/kennel' })).toContain('videoCall');
    // Another instance's database: the link is not known here, the service is still named.
    expect(find({ ...BARE, meetingUrl: undefined }, 'videoCall')).toMatchObject({ name: null });
  });

  it('lists the hosting provider from the legal notice, and the airlines of a sale', () => {
    const setup = {
      ...BARE,
      hostingName: 'Example Hosting Kft.',
      hostingAddress: '1095 Budapest, Soroksári út 2.',
      airlines: ['Lufthansa', 'LOT Polish Airlines'],
    };
    expect(find(setup, 'hosting')).toMatchObject({
      name: 'Example Hosting Kft.',
      address: '1095 Budapest, Soroksári út 2.',
    });
    expect(find(setup, 'airline')).toMatchObject({
      role: 'recipient',
      name: 'Lufthansa, LOT Polish Airlines',
      outsideEea: 'sometimes',
    });
  });
});

describe('the domains that name a provider', () => {
  it.each([
    ['smtp.gmail.com', 'gmail.com'],
    ['mail.example.co.uk', 'example.co.uk'],
    ['SMTP.Example.HU.', 'example.hu'],
    ['localhost', null],
    ['192.168.1.10', null],
    ['[::1]', null],
  ])('%s → %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it('reads the host of SMTP_URL, not its user name', () => {
    expect(mailProvider('smtp://user%40kennel.hu:pw@smtp-relay.brevo.com:587')).toBe('brevo.com');
    expect(mailProvider('not a url')).toBeNull();
  });
});

describe('controllerOf', () => {
  const facts = {
    kennelName: 'Budapest French Bulldogs',
    businessName: null,
    address: null,
    email: 'eva@example.com',
    phone: null,
  };

  it('is the kennel while the legal notice names no business', () => {
    expect(controllerOf(facts)).toEqual({
      name: 'Budapest French Bulldogs',
      tradeName: null,
      address: [],
      email: 'eva@example.com',
      phone: null,
    });
  });

  it('is the registered business at its address, the kennel its trade name', () => {
    const business = {
      ...facts,
      businessName: 'Kovács Éva egyéni vállalkozó',
      address: '1111 Budapest\nBartók Béla út 1.',
    };
    expect(controllerOf(business)).toMatchObject({
      name: 'Kovács Éva egyéni vállalkozó',
      tradeName: 'Budapest French Bulldogs',
      address: ['1111 Budapest', 'Bartók Béla út 1.'],
    });
  });
});
