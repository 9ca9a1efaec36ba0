'use client';

import { useWatch, type Control } from 'react-hook-form';
import { useLitters } from './useLitters';
import { litterSire } from '@/features/dogs/rules';
import type { DogFather } from '@/lib/validation/responses';
import type { DogFields, DogValues } from './dog-fields';

/**
 * The sire of the litter the dog form has chosen, while it has one: the puppy's father, shown in
 * the father field rather than chosen there.
 */
export function useLitterSire(control: Control<DogFields, unknown, DogValues>): DogFather | null {
  const litterId = useWatch({ control, name: 'litterId' });
  const litters = useLitters();
  const litter = litters?.find((l) => l.id === litterId);
  return litter ? litterSire(litter) : null;
}
