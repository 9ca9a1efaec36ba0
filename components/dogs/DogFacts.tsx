import { useTranslations } from 'next-intl';
import type { Dog } from '@/lib/validation/responses';
import { dogOffer } from '@/lib/dogs';
import { useDogText } from './useDogText';

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
    // A parent's health tests: each test's name, its result as the value.
    ...(isParent
      ? dog.healthTests.map((test) => ({
          label: test.name,
          value: test.date ? `${test.result} (${text.date(test.date)})` : test.result,
        }))
      : []),
  ];
  return (
    <dl className="dog-facts">
      {facts.map(({ label, value }, i) => (
        <div key={i} className="dog-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
