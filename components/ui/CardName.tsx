import { PrefetchLink } from '@/components/ui/PrefetchLink';

interface CardNameProps {
  heading: 'h2' | 'h3';
  className: string;
  href: string;
  name: string;
}

/** A card's heading: the name, a link stretched over the whole card (`dog-card`). */
export function CardName({ heading: Heading, className, href, name }: CardNameProps) {
  return (
    <Heading className={className}>
      <PrefetchLink href={href} className="stretched-link dog-card__name">
        {name}
      </PrefetchLink>
    </Heading>
  );
}
