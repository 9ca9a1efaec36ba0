import { useTranslations } from 'next-intl';
import { CardCover } from '@/components/ui/CardCover';
import { dogOffer, dogPath } from '@/features/dogs/rules';
import type { Dog } from '@/lib/validation/responses';
import { useDogText } from './useDogText';
import { CardName } from '@/components/ui/CardName';

// Three cards a row from 992 px, two from 576 px (see DogGrid).
const CARD_SIZES =
  '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 576px) 50vw, 100vw';

interface DogCardProps {
  dog: Dog;
  heading: 'h2' | 'h3';
  /** The first card of a list at the top of the page: its photo is the LCP element. */
  priority?: boolean;
}

/** A dog in a list: cover photo, name, colour, gender, age, price (until placed) and a found-a-family or reserved badge. */
export function DogCard({ dog, heading: Heading, priority }: DogCardProps) {
  const t = useTranslations('Dogs');
  const text = useDogText();
  const offer = dogOffer(dog);

  return (
    <article className="dog-card h-100">
      <CardCover
        block="dog-card"
        image={dog.images[0]}
        alt={t('coverAlt', { name: dog.name })}
        sizes={CARD_SIZES}
        priority={priority}
        noPhoto={t('noPhoto')}
      >
        {offer !== 'available' && (
          <span className={`badge dog-card__badge dog-card__badge--${offer}`}>
            {t(offer === 'placed' ? 'foundFamily' : 'reserved')}
          </span>
        )}
      </CardCover>
      <div className="dog-card__body">
        <CardName heading={Heading} className="h5 mb-1" href={dogPath(dog)} name={dog.name} />
        <p className="dog-card__facts mb-2">
          {text.color(dog)} · {text.gender(dog)} · {text.age(dog)}
        </p>
        {/* A dog that found its family is no longer for sale: no price. */}
        {!dog.foundParent && <p className="dog-card__price mb-0">{text.price(dog)}</p>}
      </div>
    </article>
  );
}

/** Cards in a responsive grid; the list's own name lets screen readers count them. */
export function DogGrid({
  dogs,
  heading,
  label,
  priorityFirst = false,
}: {
  dogs: Dog[];
  heading: 'h2' | 'h3';
  label: string;
  priorityFirst?: boolean;
}) {
  return (
    <ul className="row g-4 list-unstyled mb-0" aria-label={label}>
      {dogs.map((dog, i) => (
        <li key={dog.id} className="col-sm-6 col-lg-4">
          <DogCard dog={dog} heading={heading} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
