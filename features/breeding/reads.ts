import 'server-only';
import { unstable_cache } from 'next/cache';
import { apiUrl, remoteRead } from '@/lib/api';
import { ApiError, parseWith } from '@/lib/server/http/errors';
import { TAGS } from '@/lib/server/revalidate';
import {
  litterForecastResponse,
  litterPedigreeResponse,
  matingQuery,
  pedigreeResponse,
  type LitterForecast,
} from './schema';
import { listAllDogs } from '@/features/dogs/server/dogs';
import { LITTER_TAGS } from '@/features/litters/reads';
import {
  matingPreview,
  publicLitterForecast,
  type MatingParents,
  type MatingPreview,
} from './server/mating';
import {
  dogPedigree,
  pedigreeSires,
  publicLitterPedigree,
  publicPedigree,
  type LitterPedigreeView,
  type PedigreeView,
} from './server/pedigree';

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

// What public pages read of the breeding program: here, or from the API at API_URL.

/** A public dog's pedigree, or null when there is no such dog. */
export async function getDogPedigree(idOrSlug: string): Promise<PedigreeView | null> {
  // Any kennel dog's pedigree can show in it: every dog's change expires it.
  const tags = [TAGS.dogs, TAGS.dog(idOrSlug)];
  if (apiUrl())
    return remoteRead(`/dogs/${encodeURIComponent(idOrSlug)}/pedigree`, pedigreeResponse, tags);
  return unstable_cache(() => publicPedigree(idOrSlug), ['pedigree', idOrSlug], { tags })();
}

/** A public litter's pedigree (its sire's and dam's ancestors), or null for no such litter. */
export async function getLitterPedigree(idOrSlug: string): Promise<LitterPedigreeView | null> {
  if (apiUrl()) {
    const path = `/litters/${encodeURIComponent(idOrSlug)}/pedigree`;
    return remoteRead(path, litterPedigreeResponse, LITTER_TAGS);
  }
  return unstable_cache(() => publicLitterPedigree(idOrSlug), ['litter-pedigree', idOrSlug], {
    tags: LITTER_TAGS,
  })();
}

/** What a litter can look like (colours, relatedness), or null without a sire. */
export async function getLitterForecast(idOrSlug: string): Promise<LitterForecast | null> {
  if (apiUrl()) {
    const path = `/litters/${encodeURIComponent(idOrSlug)}/forecast`;
    return remoteRead(path, litterForecastResponse, LITTER_TAGS);
  }
  // The parents' tests and pedigrees: their changes expire it too.
  return unstable_cache(() => publicLitterForecast(idOrSlug), ['litter-forecast', idOrSlug], {
    tags: LITTER_TAGS,
  })();
}
