import type { Pedigree } from '@/lib/db/schema';
import { identityOf, normalizeRegistration, type Ancestor } from './coi';
import { MAX_GENERATIONS } from './generations';

// What a pedigree may not be: deeper than five generations, an animal among its own ancestors,
// or one registration number given to two different names. Each refusal names the place in the
// tree (`sire.dam.registration`), so the form shows it beside the field.

export { MAX_GENERATIONS };

export type { Pedigree };

export interface PedigreeProblem {
  path: string;
  msg: 'pedigreeTooDeep' | 'pedigreeLoop' | 'registrationTwoNames' | 'dogNotFound';
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The problems of `pedigree`, the pedigree of `subject` (a kennel dog), in tree order. */
export function pedigreeProblems(
  pedigree: Pedigree,
  subject: { dogId?: number | null; registration?: string | null; name: string },
): PedigreeProblem[] {
  const problems: PedigreeProblem[] = [];
  const names = new Map<string, { name: string; path: string }>();
  const subjectId = identityOf(subject, '');
  const subjectRegistration = normalizeRegistration(subject.registration);
  if (subjectRegistration) names.set(subjectRegistration, { name: subject.name, path: '' });

  // Every animal's parents as all places together know them: an animal's descendant can stand
  // as its ancestor on the other side of the tree too.
  const parents = new Map<string, Set<string>>();
  const link = (animal: Ancestor | null | undefined, place: string): string | null => {
    if (!animal) return null;
    const id = identityOf(animal, place);
    const own = parents.get(id) ?? new Set<string>();
    parents.set(id, own);
    for (const [parent, at] of [
      [animal.sire, `${place}s`],
      [animal.dam, `${place}d`],
    ] as const) {
      const parentId = link(parent, at);
      if (parentId) own.add(parentId);
    }
    return id;
  };
  link(pedigree.sire, 's');
  link(pedigree.dam, 'd');
  const descendsFrom = (id: string, ancestor: string, seen = new Set<string>()): boolean => {
    for (const parent of parents.get(id) ?? []) {
      if (parent === ancestor) return true;
      if (seen.has(parent)) continue;
      seen.add(parent);
      if (descendsFrom(parent, ancestor, seen)) return true;
    }
    return false;
  };

  const visit = (
    animal: Ancestor | null | undefined,
    path: string,
    place: string,
    depth: number,
    line: string[],
  ) => {
    if (!animal) return;
    if (depth > MAX_GENERATIONS) {
      problems.push({ path, msg: 'pedigreeTooDeep' });
      return;
    }
    const id = identityOf(animal, place);
    // The dog by its number, not linked as the kennel dog it is, is the dog too.
    const isSubject =
      id === subjectId ||
      (subjectRegistration !== '' &&
        animal.dogId == null &&
        normalizeRegistration(animal.registration) === subjectRegistration);
    if (isSubject || line.includes(id)) {
      problems.push({ path, msg: 'pedigreeLoop' });
      return;
    }
    const registration = normalizeRegistration(animal.registration);
    if (registration) {
      const seen = names.get(registration);
      if (seen && !sameName(seen.name, animal.name)) {
        problems.push({ path: `${path}.registration`, msg: 'registrationTwoNames' });
      } else if (!seen) {
        names.set(registration, { name: animal.name, path });
      }
    }
    visit(animal.sire, `${path}.sire`, `${place}s`, depth + 1, [...line, id]);
    visit(animal.dam, `${path}.dam`, `${place}d`, depth + 1, [...line, id]);
  };
  visit(pedigree.sire, 'sire', 's', 1, []);
  visit(pedigree.dam, 'dam', 'd', 1, []);
  if (!problems.some((p) => p.msg === 'pedigreeLoop')) {
    // A loop through both sides: the first place on it.
    const first = (
      animal: Ancestor | null | undefined,
      path: string,
      place: string,
    ): string | null => {
      if (!animal) return null;
      if (descendsFrom(identityOf(animal, place), identityOf(animal, place))) return path;
      return (
        first(animal.sire, `${path}.sire`, `${place}s`) ??
        first(animal.dam, `${path}.dam`, `${place}d`)
      );
    };
    const path = first(pedigree.sire, 'sire', 's') ?? first(pedigree.dam, 'dam', 'd');
    if (path) problems.push({ path, msg: 'pedigreeLoop' });
  }
  return problems;
}
