import { useTranslations } from 'next-intl';
import { CardCover } from '@/components/ui/CardCover';
import { litterCover, litterPath } from '@/features/litters/rules';
import type { Litter } from '@/lib/validation/responses';
import { useLitterText } from './useLitterText';
import { CardName } from '@/components/ui/CardName';

const CARD_SIZES =
  '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 576px) 50vw, 100vw';

interface LitterCardProps {
  litter: Litter;
  heading: 'h2' | 'h3';
  /** The first card at the top of a page: its photo is the LCP element. */
  priority?: boolean;
}

/** A litter in a list: cover photo, the parents' names, status, the day and the counts. */
export function LitterCard({ litter, heading: Heading, priority }: LitterCardProps) {
  const t = useTranslations('Litters');
  const text = useLitterText();
  const counts = text.counts(litter.bornAt ? litter.born : litter.expected);
  return (
    <article className="dog-card h-100" data-testid="litter-card">
      <CardCover
        block="dog-card"
        image={litterCover(litter)}
        alt={t('coverAlt', { mother: litter.mother.name })}
        sizes={CARD_SIZES}
        priority={priority}
        noPhoto={t('noPhoto')}
      >
        <span className="badge dog-card__badge">{text.status(litter)}</span>
      </CardCover>
      <div className="dog-card__body">
        <CardName
          heading={Heading}
          className="h5 mb-1"
          href={litterPath(litter)}
          name={text.name(litter)}
        />
        <p className="dog-card__facts mb-1">{text.when(litter)}</p>
        {counts && <p className="dog-card__facts small mb-0">{counts}</p>}
      </div>
    </article>
  );
}

/** Litter cards in a responsive grid, named for screen readers. */
export function LitterGrid({
  litters,
  heading,
  label,
  priorityFirst = false,
}: {
  litters: Litter[];
  heading: 'h2' | 'h3';
  label: string;
  priorityFirst?: boolean;
}) {
  return (
    <ul className="row g-4 list-unstyled mb-0" aria-label={label}>
      {litters.map((litter, i) => (
        <li key={litter.id} className="col-sm-6 col-lg-4">
          <LitterCard litter={litter} heading={heading} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
