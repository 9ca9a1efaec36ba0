'use client';

import { useWatch, type Control } from 'react-hook-form';
import { useAdminLitters } from '@/features/litters/ui/admin/useAdminLitters';
import { litterSire } from '@/features/litters/rules';
import type { DogFather } from '@/lib/validation/responses';
import type { DogFields, DogValues } from './dog-fields';

/**
 * The sire of the litter the dog form has chosen, while it has one: the puppy's father, shown in
 * the father field rather than chosen there.
 */
export function useLitterSire(control: Control<DogFields, unknown, DogValues>): DogFather | null {
  const litterId = useWatch({ control, name: 'litterId' });
  const { data: litters } = useAdminLitters();
  const litter = litters?.find((l) => l.id === litterId);
  return litter ? litterSire(litter) : null;
}
