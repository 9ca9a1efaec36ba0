import { useTranslations } from 'next-intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { litterPath } from '@/features/litters/rules';
import type { Litter } from '@/lib/validation/responses';
import { LitterPuppies } from './LitterPuppies';
import { useLitterText } from './useLitterText';

/** On a puppy's page: a link to its litter's page. */
export function PuppyLitterLink({ litter }: { litter: Litter }) {
  const t = useTranslations('Litters');
  const text = useLitterText();
  return (
    <p className="mb-2" data-testid="puppy-litter">
      <PrefetchLink href={litterPath(litter)}>
        {t('puppyLitter', { name: text.name(litter) })}
      </PrefetchLink>
    </p>
  );
}

/** On a puppy's page: the other puppies of its litter, if it has any. */
export function PuppySiblings({
  litter,
  puppyId,
  name,
}: {
  litter: Litter;
  puppyId: number;
  name: string;
}) {
  const t = useTranslations('Litters');
  const siblings = litter.puppies.filter((p) => p.id !== puppyId);
  if (siblings.length === 0) return null;
  return (
    <LitterPuppies puppies={siblings} title={t('siblingsTitle', { name })} id="dog-siblings" />
  );
}
