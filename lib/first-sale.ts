import { adminPaths } from '@/lib/paths.mjs';

/**
 * The first sale's steps, in the order a sale goes (docs/first-sale.md says the same): each is
 * done once the data show it, and the list is shown until a puppy has gone home.
 */
export const FIRST_SALE_STEPS = [
  { key: 'details', href: `${adminPaths.pageInfo}#site-info` },
  { key: 'parents', href: adminPaths.parents },
  { key: 'litter', href: adminPaths.litters },
  { key: 'puppies', href: adminPaths.dogs },
  { key: 'approved', href: adminPaths.applications },
  { key: 'deposit', href: adminPaths.waitingList },
  { key: 'reserved', href: adminPaths.waitingList },
  { key: 'contract', href: adminPaths.applications },
  { key: 'placed', href: adminPaths.applications },
] as const;

export type FirstSaleKey = (typeof FIRST_SALE_STEPS)[number]['key'];
export type FirstSaleFacts = Record<FirstSaleKey, boolean>;
export interface FirstSaleStep {
  key: FirstSaleKey;
  href: string;
  done: boolean;
}

/** The checklist from what is stored; null once a puppy has been placed (the sale is done). */
export function firstSaleSteps(facts: FirstSaleFacts): FirstSaleStep[] | null {
  if (facts.placed) return null;
  return FIRST_SALE_STEPS.map((step) => ({ ...step, done: facts[step.key] }));
}
