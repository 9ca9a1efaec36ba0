// The privacy notice's parts that follow the configuration (GDPR Art. 13): who the controller
// is, and who receives a visitor's data, worked out from what the running site uses.
import type { SiteFacts } from '@/features/site/facts-schema';

/** What the site is configured to use; read on the server (features/site/server/privacy-setup.ts). */
export interface PrivacySetup {
  /** The legal notice's hosting provider; null: not stated. */
  hostingName: string | null;
  hostingAddress: string | null;
  /** SMTP_URL; null: the site sends no mail. */
  smtpUrl: string | null;
  /** The S3 bucket photos and documents are kept in; null: the server's own disk. */
  s3: { region: string; endpoint?: string } | null;
  /** The Facebook page the footer embeds; null: no embed. */
  facebookPage: string | null;
  /** The breeder's meeting link; null: none; undefined: not known to this instance. */
  meetingUrl: string | null | undefined;
  /** The airlines the kennel flies puppies with (the facts). */
  airlines: string[];
}

export type RecipientKind =
  | 'hosting'
  | 'storage'
  | 'mail'
  | 'videoCall'
  | 'meta'
  | 'airline'
  | 'officialVet'
  | 'chipDatabase';

/**
 * `processor`: works on our behalf (Art. 28); `jointController`: decides with us (Art. 26);
 * `recipient`: receives what a sale needs, for its own duties.
 */
export type RecipientRole = 'processor' | 'jointController' | 'recipient';

export interface Recipient {
  kind: RecipientKind;
  role: RecipientRole;
  /** Who, where known: a company, or the domain of the service. */
  name: string | null;
  /** Its postal address, where known. */
  address?: string | null;
  /** Where it is not known to be only inside the EEA: always, or only for some sales. */
  outsideEea: 'yes' | 'sometimes' | null;
}

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

/**
 * The domain a host name belongs to (`smtp.eu.mailgun.org` → `mailgun.org`, `mail.example.co.uk`
 * → `example.co.uk`); null for an IP address or a name without a dot (`localhost`), which name
 * no provider.
 */
export function registrableDomain(host: string): string | null {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!name.includes('.') || isIpAddress(name)) return null;
  const labels = name.split('.');
  // A two-letter country code under a generic second level: `co.uk`, `com.au`, `co.hu`.
  const secondLevel = /^(co|com|org|net|ac|gov|edu)$/;
  const take = labels.length > 2 && labels.at(-1)!.length === 2 && secondLevel.test(labels.at(-2)!);
  return labels.slice(take ? -3 : -2).join('.');
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** The mail provider: the domain of the SMTP server SMTP_URL names. */
export function mailProvider(smtpUrl: string): string | null {
  const host = hostOf(smtpUrl);
  return host ? registrableDomain(host) : null;
}

/** Video-call services by the host of their meeting links, with where their company is. */
const VIDEO_SERVICES: { host: RegExp; name: string; outsideEea: boolean }[] = [
  { host: /^meet\.google\.com$/, name: 'Google Meet (Google)', outsideEea: true },
  { host: /(^|\.)zoom\.(us|com)$/, name: 'Zoom (Zoom Communications)', outsideEea: true },
  {
    host: /^teams\.(microsoft|live)\.com$/,
    name: 'Microsoft Teams (Microsoft)',
    outsideEea: true,
  },
  { host: /(^|\.)skype\.com$/, name: 'Skype (Microsoft)', outsideEea: true },
  { host: /^meet\.jit\.si$/, name: 'Jitsi Meet (8x8)', outsideEea: true },
  { host: /(^|\.)whereby\.com$/, name: 'Whereby (Whereby AS, Norway)', outsideEea: false },
  { host: /(^|\.)whatsapp\.com$/, name: 'WhatsApp (Meta)', outsideEea: true },
  { host: /^facetime\.apple\.com$/, name: 'FaceTime (Apple)', outsideEea: true },
];

/** The service a meeting link opens: a known one by name, else the link's domain. */
export function videoService(meetingUrl: string): Pick<Recipient, 'name' | 'outsideEea'> {
  const host = hostOf(meetingUrl)?.toLowerCase() ?? '';
  const known = VIDEO_SERVICES.find((service) => service.host.test(host));
  if (known) return { name: known.name, outsideEea: known.outsideEea ? 'yes' : null };
  return { name: registrableDomain(host) ?? (host || null), outsideEea: null };
}

/** The bucket's provider: AWS in its region, or the domain of an S3-compatible endpoint. */
export function storageProvider(s3: NonNullable<PrivacySetup['s3']>) {
  const endpointHost = s3.endpoint ? hostOf(s3.endpoint) : null;
  if (s3.endpoint && !endpointHost?.endsWith('amazonaws.com')) {
    return { name: endpointHost && registrableDomain(endpointHost), outsideEea: null };
  }
  return {
    name: `Amazon Web Services (S3, ${s3.region})`,
    outsideEea: s3.region.startsWith('eu-') ? null : ('yes' as const),
  };
}

const META = {
  name: 'Meta Platforms Ireland Ltd.',
  address: 'Merrion Road, Dublin 4, D04 X2K5, Ireland',
};
/** The national register the vet records a Hungarian-born puppy's chip and owner in. */
const CHIP_DATABASE = 'Petvetdata';

/**
 * Everyone the site passes personal data to, in the order the notice lists them: those working
 * for us, Meta when the Facebook posts are embedded, then those a sale needs.
 */
export function privacyRecipients(setup: PrivacySetup): Recipient[] {
  const recipients: Recipient[] = [
    {
      kind: 'hosting',
      role: 'processor',
      name: setup.hostingName,
      address: setup.hostingAddress,
      outsideEea: null,
    },
  ];
  if (setup.s3)
    recipients.push({ kind: 'storage', role: 'processor', ...storageProvider(setup.s3) });
  if (setup.smtpUrl) {
    const name = mailProvider(setup.smtpUrl);
    recipients.push({ kind: 'mail', role: 'processor', name, outsideEea: null });
  }
  if (setup.meetingUrl) {
    recipients.push({ kind: 'videoCall', role: 'processor', ...videoService(setup.meetingUrl) });
  } else if (setup.meetingUrl === undefined) {
    recipients.push({ kind: 'videoCall', role: 'processor', name: null, outsideEea: null });
  }
  if (setup.facebookPage) {
    recipients.push({ kind: 'meta', role: 'jointController', ...META, outsideEea: 'yes' });
  }
  recipients.push(
    {
      kind: 'airline',
      role: 'recipient',
      name: setup.airlines.length ? setup.airlines.join(', ') : null,
      outsideEea: 'sometimes',
    },
    { kind: 'officialVet', role: 'recipient', name: null, outsideEea: null },
    { kind: 'chipDatabase', role: 'recipient', name: CHIP_DATABASE, outsideEea: null },
  );
  return recipients;
}

/** Who is responsible for the data (Art. 13(1)(a)): the legal notice's business, else the kennel. */
export interface Controller {
  name: string;
  /** The kennel's name when the business is registered under another. */
  tradeName: string | null;
  /** Postal address lines; empty while the legal notice states none. */
  address: string[];
  email: string | null;
  phone: string | null;
}

export function controllerOf(
  facts: Pick<SiteFacts, 'businessName' | 'kennelName' | 'address' | 'email' | 'phone'>,
): Controller {
  const { businessName, kennelName } = facts;
  return {
    name: businessName ?? kennelName,
    tradeName: businessName && businessName !== kennelName ? kennelName : null,
    address: facts.address?.split('\n') ?? [],
    email: facts.email,
    phone: facts.phone,
  };
}

/** What the generated parts of the privacy notice state. */
export interface PrivacyNotice {
  controller: Controller;
  recipients: Recipient[];
  /** Whether the footer embeds Facebook posts (Meta is then a joint controller). */
  facebook: boolean;
  /** Days an enquiry, and a declined or withdrawn application, are kept. */
  enquiryDays: number;
  applicationDays: number;
}
