import { useTranslations } from 'next-intl';
import type { Dog } from '@/lib/validation/responses';
import { healthText } from '@/features/health/ui/health-text';
import { dogOffer } from '@/features/dogs/rules';
import type { StoredHealthTest } from '@/features/health/kinds';
import { latestStructured } from '@/features/health/summary';
import { useDogText } from './useDogText';
import { FactList } from '@/components/ui/FactList';

const STATUS_LABEL = {
  available: 'available',
  reserved: 'reserved',
  placed: 'foundFamily',
} as const;

/** A dog's price (until it is placed) and facts as a description list. */
export function DogFacts({ dog }: { dog: Dog }) {
  const t = useTranslations('Dogs');
  const text = useDogText();
  const tParents = useTranslations('Parents');
  const health = healthText(useTranslations('Health'));
  const isParent = dog.kind === 'parent';
  const facts = [
    ...(isParent
      ? dog.registration
        ? [{ label: tParents('registration'), value: dog.registration }]
        : []
      : [
          ...(dog.foundParent ? [] : [{ label: t('priceLabel'), value: text.price(dog) }]),
          { label: t('statusLabel'), value: t(STATUS_LABEL[dogOffer(dog)]) },
        ]),
    { label: t('colorLabel'), value: text.color(dog) },
    { label: t('genderLabel'), value: text.gender(dog) },
    { label: t('birthdayLabel'), value: text.birthday(dog) },
    { label: t('ageLabel'), value: text.age(dog) },
    // A parent's health tests: the newest of each structured kind in plain words, then the free
    // entries, each test's name with its result as the value.
    ...(isParent
      ? latestStructured(dog.healthTests as StoredHealthTest[]).map((test) => ({
          label: health.label(test),
          value: health.value(test),
        }))
      : []),
    ...(isParent
      ? dog.healthTests.flatMap((test) =>
          test.kind
            ? []
            : [
                {
                  label: test.name,
                  value: test.date ? `${test.result} (${text.date(test.date)})` : test.result,
                },
              ],
        )
      : []),
  ];
  return <FactList facts={facts} />;
}
