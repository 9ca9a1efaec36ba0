import { useTranslations } from 'next-intl';
import { Iban } from '@/components/ui/Iban';
import { telHref } from '@/lib/site/contact-links';
import type { VerifyView } from '@/features/verification/server/verify';

/** The kennel's only official contacts, and the warning that any other is not us. */
export function OfficialContacts({ kennel }: { kennel: VerifyView['kennel'] }) {
  const t = useTranslations('Verify');
  return (
    <section className="verify-contacts card my-4" aria-labelledby="verify-contacts">
      <div className="card-body">
        <h2 id="verify-contacts" className="h4">
          {t('contactsTitle', { kennel: kennel.name })}
        </h2>
        <dl className="dog-facts text-break">
          {kennel.phones.map((phone) => (
            <div key={phone} className="dog-facts__row">
              <dt>{t('phone')}</dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </div>
          ))}
          {kennel.email && (
            <div className="dog-facts__row">
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${kennel.email}`}>{kennel.email}</a>
              </dd>
            </div>
          )}
          <div className="dog-facts__row">
            <dt>{t('website')}</dt>
            <dd>
              <a href={kennel.website}>{kennel.website.replace(/^https?:\/\//, '')}</a>
            </dd>
          </div>
          {kennel.bankAccountName && (
            <div className="dog-facts__row">
              <dt>{t('bankAccountName')}</dt>
              <dd>{kennel.bankAccountName}</dd>
            </div>
          )}
          {kennel.bankIban && (
            <div className="dog-facts__row">
              <dt>{t('bankIban')}</dt>
              <dd>
                <Iban value={kennel.bankIban} />
              </dd>
            </div>
          )}
          {kennel.felirId && (
            <div className="dog-facts__row">
              <dt>{t('felirId')}</dt>
              <dd>{kennel.felirId}</dd>
            </div>
          )}
          {kennel.registration && (
            <div className="dog-facts__row">
              <dt>{t('kennelRegistration')}</dt>
              <dd>{kennel.registration}</dd>
            </div>
          )}
        </dl>
        <div className="alert alert-warning mb-0 mt-3" role="note">
          <strong>{t('warningTitle')}</strong> {t('warningText')}
        </div>
      </div>
    </section>
  );
}
