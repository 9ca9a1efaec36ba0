// The privacy notice's generated parts (GDPR Art. 13): they follow the site's configuration and
// facts, so the breeder cannot leave one out by editing the page's texts.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ContentLocale } from '@/features/pages/content';
import type { Controller, PrivacyNotice, Recipient } from '@/features/site/privacy-recipients';

type Translator = Awaited<ReturnType<typeof getTranslations<'PrivacyNotice'>>>;

const notice = (locale: ContentLocale) => getTranslations({ locale, namespace: 'PrivacyNotice' });

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`} className="mb-4">
      <h2 id={`privacy-${id}`} className="h4">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who the controller is: the legal notice's business and address, the contact e-mail. */
export async function ControllerDetails({
  controller,
  locale,
}: {
  controller: Controller;
  locale: ContentLocale;
}) {
  const t = await notice(locale);
  const { name, tradeName, address, email, phone } = controller;
  return (
    <div className="privacy-controller">
      <p className="mb-1">{t('controllerIntro')}</p>
      <address>
        <strong>{name}</strong>
        {tradeName && <span className="d-block">{t('tradeName', { kennel: tradeName })}</span>}
        {address.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
        {email && (
          <span className="d-block">
            <a href={`mailto:${email}`}>{t('emailLine', { email })}</a>
          </span>
        )}
        {phone && <span className="d-block">{t('phoneLine', { phone })}</span>}
      </address>
    </div>
  );
}

/** Bookings, what signing stores, the diary, documents, owners' stories, the sale's records. */
export async function AfterSale({ locale }: { locale: ContentLocale }) {
  const t = await notice(locale);
  const parts = ['bookings', 'signing', 'diary', 'documents', 'stories', 'saleRecords'] as const;
  return (
    <Section id="after-sale" title={t('afterSaleTitle')}>
      {parts.map((part) => (
        <p key={part}>{t(part)}</p>
      ))}
    </Section>
  );
}

/** Each purpose with its legal basis (Art. 6(1)) and how long its data is kept. */
export async function Purposes({
  notice: n,
  locale,
}: {
  notice: PrivacyNotice;
  locale: ContentLocale;
}) {
  const t = await notice(locale);
  const enquiries = { days: n.enquiryDays, strong };
  const applications = { days: n.applicationDays, strong };
  const simple = [
    'purposeSale',
    'purposeRecords',
    'purposeRegistration',
    'purposeSignature',
    'purposeBookings',
    'purposeAbuse',
    'purposeSubscriptions',
    'purposeStories',
    ...(n.facebook ? (['purposeFacebook'] as const) : []),
  ] as const;
  return (
    <Section id="purposes" title={t('purposesTitle')}>
      <p>{t('purposesIntro')}</p>
      <ul>
        <li>{t.rich('purposeEnquiries', enquiries)}</li>
        <li>{t.rich('purposeApplications', applications)}</li>
        {simple.map((key) => (
          <li key={key}>{t.rich(key, { strong })}</li>
        ))}
      </ul>
      <p>{t('requirement')}</p>
    </Section>
  );
}

function recipientText(t: Translator, recipient: Recipient): string {
  const { kind, name, address } = recipient;
  if (kind === 'meta') return t('meta', { name: name ?? '', address: address ?? '' });
  if (kind === 'officialVet') return t('officialVet');
  if (kind === 'chipDatabase') return t('chipDatabase', { name: name ?? '' });
  if (!name) return t(`${kind}Unnamed`);
  return t(kind, { name: address ? `${name} (${address})` : name });
}

/** Processors, the joint controller and a sale's recipients, as this site uses them. */
export async function Recipients({
  recipients,
  locale,
}: {
  recipients: Recipient[];
  locale: ContentLocale;
}) {
  const t = await notice(locale);
  const groups = [
    ['processor', 'processors'],
    ['jointController', 'jointControllers'],
    ['recipient', 'saleRecipients'],
  ] as const;
  return (
    <Section id="recipients" title={t('recipientsTitle')}>
      <p>{t('recipientsIntro')}</p>
      {groups.map(([role, heading]) => {
        const listed = recipients.filter((r) => r.role === role);
        if (listed.length === 0) return null;
        return (
          <div key={role} data-recipients={role}>
            <p className="mb-1">{t(heading)}</p>
            <ul>
              {listed.map((r) => (
                <li key={r.kind} data-recipient={r.kind}>
                  {recipientText(t, r)}
                </li>
              ))}
              {role === 'recipient' && <li>{t('authorities')}</li>}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}

/** Where data leaves the EEA, and on what ground (Art. 13(1)(f)). */
export async function Transfers({
  recipients,
  locale,
}: {
  recipients: Recipient[];
  locale: ContentLocale;
}) {
  const t = await notice(locale);
  const abroad = recipients.filter((r) => r.outsideEea === 'yes' && r.name);
  const flights = recipients.some((r) => r.kind === 'airline');
  if (abroad.length === 0 && !flights) return null;
  return (
    <Section id="transfers" title={t('transfersTitle')}>
      <p>{t('transfersIntro')}</p>
      <ul>
        {abroad.map((r) => (
          <li key={r.kind}>{t('transfer', { name: r.name! })}</li>
        ))}
        {flights && <li>{t('transferAirline')}</li>}
      </ul>
    </Section>
  );
}

const RIGHTS = [
  'rightAccess',
  'rightRectification',
  'rightErasure',
  'rightRestriction',
  'rightPortability',
  'rightObjection',
  'rightAutomated',
  'rightWithdraw',
] as const;

/** Every right of Art. 15–22 and withdrawing consent (Art. 7(3)). */
export async function RightsList({ locale }: { locale: ContentLocale }) {
  const t = await notice(locale);
  return (
    <>
      <p className="mb-1">{t('rightsIntro')}</p>
      <ul>
        {RIGHTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </>
  );
}

/** How long an answer takes, and complaining to NAIH or one's own authority (Art. 77). */
export async function RightsAnswer({ locale }: { locale: ContentLocale }) {
  const t = await notice(locale);
  return (
    <>
      <p>{t('rightsAnswer')}</p>
      <p>
        {t.rich('complaint', {
          link: (chunks) => (
            <a href="https://naih.hu" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
    </>
  );
}

/** Changing the cookie choice later: the footer's link. */
export async function CookieChoice({ locale }: { locale: ContentLocale }) {
  const t = await notice(locale);
  return <p>{t('cookieChoice')}</p>;
}
