'use client';

import type { ReactNode } from 'react';
import { dogText } from '@/features/dogs/ui/dog-text';
import { healthText } from '@/features/health/ui/health-text';
import type { AppLocale } from '@/i18n/routing';
import { valueAt } from '@/lib/client/edit-merge';
import { useFormatter, useLocale, useTranslations } from '@/lib/client/intl';
import type { Dog, HealthTest } from '@/lib/validation/responses';
import type { DogFields } from './dog-fields';
import { useLitters } from './useLitters';
import { useLitterName } from './useLitterName';
import { useAdminDogs } from './useAdminDogs';

/**
 * The dog form's conflict panel (a save someone else's came before): a field's name and its
 * value as the form's labels and the lists write them.
 */
export function useDogFieldText() {
  const t = useTranslations('DogForm');
  const tDogs = useTranslations('Dogs');
  const tConflict = useTranslations('EditConflict');
  const tLitters = useTranslations('LitterAdmin');
  const tRules = useTranslations('AdminPuppyFacts');
  const health = healthText(useTranslations('Health'));
  const litterName = useLitterName();
  const litters = useLitters();
  const text = dogText(tDogs, useFormatter(), useLocale() as AppLocale);
  const { data: dogs } = useAdminDogs();

  const label = (path: string): string => {
    const [field, locale] = path.split('.');
    if (field === 'description' && locale) {
      return t('descriptionIn', { locale });
    }
    if (field === 'motherId') return t('mother');
    if (field === 'fatherId') return t('father');
    if (field === 'litterId') return tLitters('litter');
    if (field === 'chipNumber' || field === 'countryOfBirth' || field === 'petPassport') {
      return tRules(field);
    }
    if (field === 'vaccinations' || field === 'photoWithMother') return tRules(field);
    return t(field as 'name');
  };

  const show = (path: string, fields: DogFields): ReactNode => {
    const value = valueAt(fields, path);
    if (value === null || value === undefined || value === '') return <em>{tConflict('empty')}</em>;
    if (Array.isArray(value) && value.length === 0) return <em>{tConflict('empty')}</em>;
    const [field, locale] = path.split('.');
    switch (field) {
      case 'color':
        return text.color({ color: value as Dog['color'] });
      case 'gender':
        return text.gender({ gender: value as Dog['gender'] });
      case 'birthday':
        return text.date(String(value));
      case 'price':
        return text.price({ price: Number(value) });
      case 'enabled':
      case 'foundParent':
      case 'reserved':
      case 'petPassport':
        return value ? tConflict('yes') : tConflict('no');
      case 'motherId':
      case 'fatherId':
        return dogs?.find((dog) => dog.id === Number(value))?.name ?? `#${String(value)}`;
      case 'litterId': {
        const litter = litters?.find((l) => l.id === Number(value));
        return litter ? litterName(litter) : `#${String(value)}`;
      }
      case 'healthTests':
        return (value as HealthTest[])
          .map((test) =>
            test.kind
              ? health.line(test)
              : `${test.name}: ${test.result}${test.date ? ` (${text.date(test.date)})` : ''}`,
          )
          .join('; ');
      case 'vaccinations':
        return (value as Dog['vaccinations'])
          .map((v) => `${v.kind} (${text.date(v.date)})`)
          .join('; ');
      case 'photoWithMother':
        return `#${String(value)}`;
      case 'description':
        return (
          <span lang={locale} className="admin-conflict-text">
            {String(value)}
          </span>
        );
      default:
        return String(value);
    }
  };

  return { label, show };
}
