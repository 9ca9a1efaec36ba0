import { useTranslations } from 'next-intl';
import type { Dog, DogFather } from '@/lib/validation/responses';
import { OutsideSireCard } from './OutsideSireCard';
import { ParentCard } from './ParentCard';

interface DogParentsProps {
  name: string;
  mother?: Dog;
  father?: Dog;
  /** A father from another kennel (his litter's), shown by name and registration. */
  outsideSire?: DogFather;
}

/** A puppy's mother and father, as far as they are among the kennel's shown parents. */
export function DogParents({ name, mother, father, outsideSire }: DogParentsProps) {
  const t = useTranslations('Parents');
  const parents = [
    { dog: mother, role: t('mother') },
    { dog: father, role: t('father') },
  ].filter((p): p is { dog: Dog; role: string } => p.dog !== undefined);
  return (
    <section className="mt-5" aria-labelledby="dog-parents">
      <h2 id="dog-parents" className="h3 mb-3">
        {t('parentsOf', { name })}
      </h2>
      <ul className="row g-4 list-unstyled mb-0">
        {parents.map(({ dog, role }) => (
          <li key={dog.id} className="col-md-6 col-xl-5">
            <ParentCard dog={dog} heading="h3" role={role} />
          </li>
        ))}
        {outsideSire && (
          <li className="col-md-6 col-xl-5">
            <OutsideSireCard sire={outsideSire} heading="h3" />
          </li>
        )}
      </ul>
    </section>
  );
}
