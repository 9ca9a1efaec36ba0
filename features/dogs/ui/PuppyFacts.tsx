import { useFormatter, useTranslations } from 'next-intl';
import { Photo } from '@/components/ui/Photo';
import type { AppLocale } from '@/i18n/routing';
import { ageInWeeks } from '@/features/dogs/puppy-rules';
import { publicPaths } from '@/lib/public-paths.mjs';
import { ABROAD_WEEKS, earliestGoHome, HOME_WEEKS } from '@/features/waiting-list/rules';
import type { Dog } from '@/lib/validation/responses';
import { FactList } from '@/components/ui/FactList';

interface PuppyFactsProps {
  dog: Dog;
  locale: AppLocale;
  mother: Pick<Dog, 'name'> | undefined;
  father: Pick<Dog, 'name'> | undefined;
  kennel: { felirId: string | null; registration: string | null };
}

/**
 * What the rules ask to be shown on a puppy. A field the breeder has not filled in
 * says "not given"; nothing is made up. The chip shows only its last 4 digits, always.
 */
export function PuppyFacts({ dog, locale, mother, father, kennel }: PuppyFactsProps) {
  const t = useTranslations('PuppyFacts');
  const format = useFormatter();
  const day = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const notGiven = t('notGiven');
  const weeks = ageInWeeks(dog.birthday);
  const home = earliestGoHome(dog.birthday, 'HU');
  const abroad = earliestGoHome(dog.birthday, 'AT');
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(dog.countryOfBirth);
  const withMother = dog.images.find((image) => dog.photosWithMother.includes(image.id));
  const rows = [
    {
      label: t('born'),
      value:
        weeks === null ? day(dog.birthday) : t('bornValue', { date: day(dog.birthday), weeks }),
    },
    { label: t('countryOfBirth'), value: country ?? dog.countryOfBirth },
    { label: t('chip'), value: dog.chip ? t('chipValue', { chip: dog.chip }) : notGiven },
    {
      label: t('petPassport'),
      value: dog.petPassport === null ? notGiven : t('yesNo', { value: String(dog.petPassport) }),
    },
    {
      label: t('vaccinations'),
      value:
        dog.vaccinations.length === 0
          ? notGiven
          : dog.vaccinations.map((v) => `${v.kind} (${day(v.date)})`).join(', '),
    },
    { label: t('mother'), value: mother?.name ?? notGiven },
    { label: t('father'), value: father?.name ?? notGiven },
    { label: t('felirId'), value: kennel.felirId ?? notGiven },
    { label: t('registration'), value: kennel.registration ?? notGiven },
    ...(home && abroad
      ? [
          {
            label: t('goHome'),
            value: t('goHomeValue', {
              home: day(home.date),
              homeWeeks: String(HOME_WEEKS),
              abroad: day(abroad.date),
              abroadWeeks: String(ABROAD_WEEKS),
            }),
          },
        ]
      : []),
  ];
  return (
    <section className="puppy-facts mt-5" aria-labelledby="puppy-facts">
      <h2 id="puppy-facts" className="h3">
        {t('title')}
      </h2>
      <div className="row g-4">
        <div className="col-lg-7">
          <FactList facts={rows} />
          <p className="small text-body-secondary">{t('chipNote')}</p>
          {dog.verifyCode && (
            <p>
              <a href={`${publicPaths.verify(dog.verifyCode)}`}>
                {t('verifyLink', { name: dog.name })}
              </a>
            </p>
          )}
        </div>
        {withMother && (
          <figure className="col-lg-5 puppy-facts__mother">
            <Photo
              image={withMother}
              alt={t('withMotherAlt', { name: dog.name })}
              sizes="(min-width: 992px) 400px, 100vw"
              className="img-fluid rounded"
            />
            <figcaption className="small mt-1">
              {t('withMotherCaption', { name: dog.name })}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
