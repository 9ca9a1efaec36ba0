import { useFormatter, useTranslations } from 'next-intl';
import { HealthTestList } from '@/features/health/ui/HealthTestList';
import { Photo } from '@/components/ui/Photo';
import type { AppLocale } from '@/i18n/routing';
import { publicPaths } from '@/lib/paths.mjs';
import type { VerifyParent, VerifyView } from '@/features/verification/server/verify';
import { OfficialContacts } from './OfficialContacts';
import { FactList } from '@/components/ui/FactList';

const STATUS_CLASS = { available: 'success', reserved: 'warning', placed: 'secondary' } as const;

function ParentFacts({ role, parent }: { role: 'mother' | 'father'; parent: VerifyParent }) {
  const t = useTranslations('Verify');
  const format = useFormatter();
  const year = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { year: 'numeric', month: 'short' });
  return (
    <div className="col-sm-6">
      <h3 className="h6">
        {t(role)}:{' '}
        {parent.slug ? <a href={publicPaths.dog(parent.slug)}>{parent.name}</a> : parent.name}
      </h3>
      {parent.registration && <p className="small mb-1">{parent.registration}</p>}
      {parent.outside ? (
        <p className="small text-body-secondary mb-0">{t('outsideSire')}</p>
      ) : parent.healthTests.length > 0 ? (
        <HealthTestList tests={parent.healthTests} date={year} />
      ) : (
        <p className="small text-body-secondary mb-0">{t('noHealthTests')}</p>
      )}
    </div>
  );
}

/** A verification page: the puppy, its masked chip, its parents, and the kennel's contacts. */
export function VerifyPage({ view, locale }: { view: VerifyView; locale: AppLocale }) {
  const t = useTranslations('Verify');
  const tDogs = useTranslations('Dogs');
  const format = useFormatter();
  const { puppy, contract, kennel } = view;
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Budapest' });
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(puppy.countryOfBirth);
  const facts = [
    { label: t('status'), value: t('statusValue', { status: puppy.status }) },
    { label: tDogs('birthdayLabel'), value: day(`${puppy.birthday}T12:00:00Z`) },
    { label: tDogs('genderLabel'), value: tDogs('gender', { gender: puppy.gender }) },
    { label: tDogs('colorLabel'), value: tDogs('color', { color: puppy.color }) },
    { label: t('chip'), value: puppy.chip ?? t('notGiven') },
    { label: t('countryOfBirth'), value: country ?? puppy.countryOfBirth },
    {
      label: t('petPassport'),
      value:
        puppy.petPassport === null
          ? t('notGiven')
          : t('yesNo', { value: String(puppy.petPassport) }),
    },
  ];
  return (
    <div className="container py-4 verify-page">
      <h1 className="display-6">{t('title', { name: puppy.name })}</h1>
      <p className="lead">
        {t('intro', { kennel: kennel.name })}{' '}
        <span className={`badge text-bg-${STATUS_CLASS[puppy.status]}`}>
          {t('statusValue', { status: puppy.status })}
        </span>
      </p>
      {contract && (
        <p className="alert alert-success" data-testid="verify-contract">
          {t('contract', { number: String(contract.number), date: day(contract.signedAt) })}
        </p>
      )}
      <p className="small text-body-secondary">{t('code', { code: view.code })}</p>
      <div className="row g-4">
        <div className="col-lg-7">
          {puppy.images.length > 0 ? (
            <ul className="list-unstyled row g-2 verify-page__photos">
              {puppy.images.slice(0, 4).map((image, i) => (
                <li key={image.id} className="col-6">
                  <Photo
                    image={image}
                    alt={tDogs('photoAlt', { name: puppy.name, number: i + 1 })}
                    sizes="(min-width: 992px) 330px, 50vw"
                    priority={i === 0}
                    className="img-fluid rounded"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{tDogs('noPhoto')}</p>
          )}
        </div>
        <div className="col-lg-5">
          <FactList facts={facts} />
          <p className="small text-body-secondary">{t('chipNote')}</p>
          {puppy.slug && (
            <a href={publicPaths.dog(puppy.slug)}>{t('puppyPage', { name: puppy.name })}</a>
          )}
        </div>
      </div>
      {(puppy.mother || puppy.father) && (
        <section className="my-4" aria-labelledby="verify-parents">
          <h2 id="verify-parents" className="h4">
            {t('parentsTitle')}
          </h2>
          <div className="row g-3">
            {puppy.mother && <ParentFacts role="mother" parent={puppy.mother} />}
            {puppy.father && <ParentFacts role="father" parent={puppy.father} />}
          </div>
        </section>
      )}
      <OfficialContacts kennel={kennel} />
    </div>
  );
}
