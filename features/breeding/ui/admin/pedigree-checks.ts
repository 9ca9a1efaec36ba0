import { pedigreeProblems } from '@/features/breeding/pedigree';
import {
  fieldOfError,
  filled,
  PLACES,
  pathOf,
  toInput,
  valueAtPlace,
  type AncestorField,
  type PedigreeFields,
} from './pedigree-fields';

// What the pedigree editor checks before the server does, loaded with the first check (the
// resolver imports it) rather than with the screen.

const LIMITS: Record<Exclude<AncestorField, 'dogId'>, number> = {
  name: 100,
  registration: 60,
  colour: 60,
};

export interface FieldProblem {
  path: string;
  msg: string;
}

/**
 * What the form can tell before the server does: a place with anything in it needs a name,
 * texts have their limits, and the tree's own rules (a loop, one number with two names).
 */
export function fieldProblems(
  fields: PedigreeFields,
  subject: { dogId: number; name: string; registration: string | null },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const place of PLACES) {
    const path = pathOf(place);
    const at = valueAtPlace(fields, place);
    if (!at || !filled(at)) continue;
    if (!at.name.trim()) problems.push({ path: `${path}.name`, msg: 'required' });
    for (const [field, limit] of Object.entries(LIMITS)) {
      if (at[field as keyof typeof LIMITS].trim().length > limit) {
        problems.push({ path: `${path}.${field}`, msg: 'tooLong' });
      }
    }
  }
  if (problems.length > 0) return problems;
  return pedigreeProblems(toInput(fields), subject).map((problem) => ({
    path: fieldOfError(problem.path),
    msg: problem.msg,
  }));
}
