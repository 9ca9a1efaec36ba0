import { useTranslations } from 'next-intl';

/** A father from another kennel: his name and registration, all the kennel knows of him. */
export function OutsideSireCard({
  sire,
  heading: Heading,
}: {
  sire: { name: string; registration: string };
  heading: 'h2' | 'h3';
}) {
  const t = useTranslations('Litters');
  const tParents = useTranslations('Parents');
  return (
    <article className="parent-card h-100" data-testid="outside-sire">
      <div className="parent-card__body">
        <p className="parent-card__role mb-1">{t('outsideSire')}</p>
        <Heading className="h5 mb-1">{sire.name}</Heading>
        {sire.registration && (
          <p className="small mb-0">
            <span className="fw-semibold">{tParents('registration')}:</span> {sire.registration}
          </p>
        )}
      </div>
    </article>
  );
}
