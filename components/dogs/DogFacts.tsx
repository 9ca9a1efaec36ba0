import { useTranslations } from 'next-intl';
import type { Dog } from '@/lib/validation/responses';
import { useDogText } from './useDogText';

/** A dog's price (while it is available) and facts as a description list. */
export function DogFacts({ dog }: { dog: Dog }) {
  const t = useTranslations('Dogs');
  const text = useDogText();
  const facts = [
    ...(dog.foundParent ? [] : [{ label: t('priceLabel'), value: text.price(dog) }]),
    { label: t('statusLabel'), value: dog.foundParent ? t('foundFamily') : t('available') },
    { label: t('colorLabel'), value: text.color(dog) },
    { label: t('genderLabel'), value: text.gender(dog) },
    { label: t('birthdayLabel'), value: text.birthday(dog) },
    { label: t('ageLabel'), value: text.age(dog) },
  ];
  return (
    <dl className="dog-facts">
      {facts.map(({ label, value }) => (
        <div key={label} className="dog-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
