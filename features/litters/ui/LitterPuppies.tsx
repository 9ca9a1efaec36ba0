import { useTranslations } from 'next-intl';
import { CardCover } from '@/components/ui/CardCover';
import { useDogText } from '@/features/dogs/ui/useDogText';
import { dogPath } from '@/features/dogs/rules';
import type { LitterPuppy } from '@/lib/validation/responses';
import { CardName } from '@/components/ui/CardName';

const THUMB_SIZES = '(min-width: 992px) 200px, (min-width: 576px) 30vw, 45vw';

interface LitterPuppiesProps {
  puppies: LitterPuppy[];
  title: string;
  /** The heading's id: the section is named by it. */
  id: string;
}

/** A litter's puppies, each with its photo, colour, sex and whether a family can still have it. */
export function LitterPuppies({ puppies, title, id }: LitterPuppiesProps) {
  const t = useTranslations('Litters');
  const tDogs = useTranslations('Dogs');
  const text = useDogText();
  return (
    <section className="mt-5" aria-labelledby={id}>
      <h2 id={id} className="h3 mb-3">
        {title}
      </h2>
      <ul className="row g-3 list-unstyled mb-0">
        {puppies.map((puppy) => (
          <li key={puppy.id} className="col-6 col-md-4 col-lg-3">
            <article className="dog-card h-100" data-testid="litter-puppy">
              <CardCover
                block="dog-card"
                image={puppy.image}
                alt={tDogs('coverAlt', { name: puppy.name })}
                sizes={THUMB_SIZES}
                noPhoto={tDogs('noPhoto')}
              >
                <span
                  className={`badge dog-card__badge${puppy.status === 'available' ? ' dog-card__badge--available' : ` dog-card__badge--${puppy.status}`}`}
                >
                  {t('puppyStatus', { status: puppy.status })}
                </span>
              </CardCover>
              <div className="dog-card__body">
                <CardName
                  heading="h3"
                  className="h6 mb-1"
                  href={dogPath(puppy)}
                  name={puppy.name}
                />
                <p className="dog-card__facts small mb-0">
                  {text.color(puppy)} · {text.gender(puppy)}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
