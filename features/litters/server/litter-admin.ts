import 'server-only';
import { listAllDogs } from '@/features/dogs/server/dogs';

/** The kennel's parent dogs the litter form offers as mother and father. */
export async function parentOptions() {
  return (await listAllDogs())
    .filter((dog) => dog.kind === 'parent')
    .map(({ id, name, gender, registration }) => ({ id, name, gender, registration }));
}
