import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CardCover } from '@/components/ui/CardCover';
import { HealthTestList } from '@/features/health/ui/HealthTestList';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { dogPath } from '@/features/dogs/rules';
import type { Dog, LitterParent } from '@/lib/validation/responses';
import { useDogText } from './useDogText';

const CARD_SIZES = '(min-width: 992px) 200px, (min-width: 576px) 40vw, 100vw';

interface ParentCardProps {
  /** A dog, or a litter's parent (no link while it has no public page: `slug` null). */
  dog: Dog | LitterParent;
  heading: 'h2' | 'h3';
  /** What the dog is to the page's puppy (mother, father); none on the parents' own list. */
  role?: string;
  /** More about the dog under its facts (its description on the parents' list). */
  children?: ReactNode;
}

/** A parent dog: photo, name (a link to its page), registration and health test results. */
export function ParentCard({ dog, heading: Heading, role, children }: ParentCardProps) {
  const t = useTranslations('Parents');
  const tDogs = useTranslations('Dogs');
  const text = useDogText();
  return (
    <article className="parent-card h-100" data-testid="parent-card">
      <CardCover
        block="parent-card"
        image={dog.images[0]}
        alt={tDogs('coverAlt', { name: dog.name })}
        sizes={CARD_SIZES}
        noPhoto={tDogs('noPhoto')}
      />
      <div className="parent-card__body">
        {role && <p className="parent-card__role mb-1">{role}</p>}
        <Heading className="h5 mb-1">
          {dog.slug === null ? (
            dog.name
          ) : (
            <PrefetchLink href={dogPath({ slug: dog.slug })} className="parent-card__name">
              {dog.name}
            </PrefetchLink>
          )}
        </Heading>
        <p className="small mb-2">
          {text.color(dog)} · {text.gender(dog)} · {text.age(dog)}
        </p>
        {dog.registration && (
          <p className="small mb-2">
            <span className="fw-semibold">{t('registration')}:</span> {dog.registration}
          </p>
        )}
        {dog.healthTests.length > 0 ? (
          <>
            <p className="small fw-semibold mb-1">{t('healthTests')}</p>
            <HealthTestList tests={dog.healthTests} date={text.date} />
          </>
        ) : (
          <p className="small text-body-secondary mb-0">{t('noHealthTests')}</p>
        )}
        {children}
      </div>
    </article>
  );
}
