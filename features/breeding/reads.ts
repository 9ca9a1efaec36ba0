import 'server-only';
import { ApiError, parseWith } from '@/lib/server/http/errors';
import { matingQuery } from './schema';
import { listAllDogs } from '@/features/dogs/server/dogs';
import { matingPreview, type MatingParents, type MatingPreview } from './server/mating';
import { dogPedigree, pedigreeSires, type PedigreeView } from './server/pedigree';

/*
 * What the breeding program's admin screens read on the server: the pedigree editor and the
 * mating preview, rendered with their data in the HTML. Their UI imports no service itself.
 */

export type { MatingPreview, PedigreeView };
export type { PedigreeSire } from './server/pedigree';

/** A kennel dog as the screens offer it: in a pedigree, or as a dam or sire. */
export interface KennelDogOption {
  id: number;
  name: string;
  registration: string;
  gender: 'male' | 'female';
  kind: 'puppy' | 'parent';
}

export async function kennelDogOptions(): Promise<KennelDogOption[]> {
  return (await listAllDogs()).map(({ id, name, registration, gender, kind }) => ({
    id,
    name,
    registration,
    gender,
    kind,
  }));
}

/** A dog's pedigree for its editor, or null when the id names no dog. */
export async function pedigreeOfDog(id: number | null): Promise<PedigreeView | null> {
  if (id === null) return null;
  try {
    return await dogPedigree(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export { pedigreeSires };

/**
 * A mating's preview for the query the form sent (`damId`, and `sireId` or `outsideSire`; empty
 * fields left out), or the refusals the form shows beside their fields.
 */
export async function previewMating(
  query: Record<string, string>,
): Promise<
  | { parents: MatingParents; preview: MatingPreview }
  | { parents: null; refused: { path: string; msg: string }[] }
> {
  try {
    const parents = parseWith(
      matingQuery,
      Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== '')),
    );
    return { parents, preview: await matingPreview(parents) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const path = error.message === 'matingDamNotFemale' ? 'damId' : 'sireId';
      return {
        parents: null,
        refused: error.errors?.length
          ? error.errors.map((e) => ({ path: e.path ?? path, msg: e.msg }))
          : [{ path, msg: error.message }],
      };
    }
    throw error;
  }
}
