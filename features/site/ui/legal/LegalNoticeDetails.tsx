import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { noticeComplete } from '@/lib/legal/notice-requirements';
import { publicPaths } from '@/lib/paths.mjs';
import { telHref } from '@/lib/site/contact-links';
import type { SiteFacts } from '@/features/site/facts-schema';

/** Until it gives all that HU, AT and DE law require, the notice says it is being completed. */
export function legalNoticeComplete(facts: SiteFacts): boolean {
  return noticeComplete(facts);
}

/** Lines of a multi-line field, with line breaks between them. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

type Row = [label: string, value: ReactNode];

/** One part of the notice as a description list; a part with no filled field is left out. */
function Part({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4">
        {title}
      </h2>
      <dl className="legal-notice__list">
        {rows.map(([label, value]) => (
          <div key={label} className="legal-notice__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The service provider's details (legal notice): only the fields the breeder has filled in. */
export async function LegalNoticeDetails({ facts }: { facts: SiteFacts }) {
  const t = await getTranslations('LegalNotice');
  const rows = (entries: [string, ReactNode | null][]): Row[] =>
    entries.filter((entry): entry is Row => Boolean(entry[1]));
  const text = (value: string | null) => value && <Lines text={value} />;
  const mail = (address: string | null) => address && <a href={`mailto:${address}`}>{address}</a>;

  return (
    <>
      {!legalNoticeComplete(facts) && (
        <p className="alert alert-info" role="status">
          {t('incomplete')}{' '}
          <PrefetchLink href={publicPaths.contact}>{t('contactLink')}</PrefetchLink>
        </p>
      )}
      <Part
        id="legal-provider"
        title={t('providerTitle')}
        rows={rows([
          [t('businessName'), facts.businessName],
          [t('legalForm'), facts.legalForm],
          [t('representative'), facts.representative],
          [t('kennelName'), facts.kennelName],
          [t('address'), text(facts.address)],
          [t('email'), mail(facts.email)],
          [t('phone'), facts.phone && <a href={telHref(facts.phone)}>{facts.phone}</a>],
        ])}
      />
      <Part
        id="legal-registration"
        title={t('registrationTitle')}
        rows={rows([
          [t('registrationNumber'), facts.registrationNumber],
          [t('registrationAuthority'), facts.registrationAuthority],
          [t('taxNumber'), facts.taxNumber],
          [t('vatId'), facts.vatId],
          [t('felirId'), facts.felirId],
          [t('premisesRegistration'), facts.premisesRegistration],
          [t('kennelRegistration'), facts.kennelRegistration],
          [t('businessPurpose'), text(facts.businessPurpose)],
        ])}
      />
      <Part
        id="legal-hosting"
        title={t('hostingTitle')}
        rows={rows([
          [t('hostingName'), facts.hostingName],
          [t('hostingAddress'), text(facts.hostingAddress)],
          [t('hostingEmail'), mail(facts.hostingEmail)],
        ])}
      />
      <section aria-labelledby="legal-law" className="mb-4">
        <h2 id="legal-law" className="h4">
          {t('lawTitle')}
        </h2>
        <ul className="mb-0">
          <li>{t('lawHu')}</li>
          <li>{t('lawDe')}</li>
          <li>{t('lawAt')}</li>
        </ul>
      </section>
    </>
  );
}
