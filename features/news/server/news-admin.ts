import 'server-only';
import { listAllLitters } from '@/features/litters/server/litters';

/** The litters a post may announce, newest first: each by its mother and address. */
export async function litterOptions() {
  return (await listAllLitters()).map((litter) => ({
    id: litter.id,
    slug: litter.slug,
    mother: litter.mother.name,
  }));
}
