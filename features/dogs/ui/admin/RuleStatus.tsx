import { useTranslations } from '@/lib/client/intl';
import { missingRuleFields } from '@/features/dogs/puppy-rules';
import type { Dog } from '@/lib/validation/responses';

/** Flags a puppy's fields the rules ask to be shown that the breeder has not filled in yet. */
export function RuleStatus({ dog }: { dog: Dog }) {
  const t = useTranslations('AdminPuppyFacts');
  if (dog.kind !== 'puppy') return null;
  const missing = missingRuleFields({
    ...dog,
    chipNumber: dog.chipNumber ?? dog.chip ?? '',
    hasFather: dog.father !== null,
    photosWithMother: dog.photosWithMother.length,
  });
  if (missing.length === 0) return null;
  return (
    <span
      className="badge text-bg-warning text-wrap d-block mt-1"
      data-testid="missing-rule-fields"
    >
      {t('missing', { fields: missing.map((field) => t('field', { field })).join(', ') })}
    </span>
  );
}
