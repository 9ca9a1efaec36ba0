import { useTranslations } from '@/lib/client/intl';
import { missingTranslations } from '@/features/dogs/rules';
import type { Dog } from '@/lib/validation/responses';

/**
 * Flags a description the breeder wrote in English but not in Hungarian or German: visitors
 * reading those languages get the English text instead.
 */
export function TranslationStatus({ dog }: { dog: Pick<Dog, 'description'> }) {
  const t = useTranslations('AdminDogs');
  const missing = missingTranslations(dog);
  const any = Object.values(dog.description).some((text) => text.trim() !== '');
  if (!any) return <span className="small text-body-secondary">{t('noDescription')}</span>;
  if (missing.length === 0) {
    return <span className="small text-body-secondary">{t('translationsComplete')}</span>;
  }
  return (
    <span className="badge text-bg-warning text-wrap" data-testid="missing-translations">
      {t('missingTranslations', { missing: missing.join(' ') })}
    </span>
  );
}
