/*
 * What happens to a buyer's deposit, by what the breeder chose it to be and what happened.
 * `advance` (HU előleg, DE/AT Anzahlung): a part payment, repaid whenever the sale does not
 * happen; a buyer who breaks a concluded contract owes only the damage proved (§ 309 no. 5 BGB,
 * Ptk. 6:142). `earnest` (HU foglaló, Ptk. 6:185): only once the contract is concluded, only for
 * buyers in Hungary; before that the same payment is an advance. In every case a withdrawal
 * within the 14 days (Directive 2011/83/EU Art. 9–13) returns every payment. docs/deposit.md.
 */

export const DEPOSIT_KINDS = ['advance', 'earnest'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export type DepositOutcome =
  /** Every payment back, within 14 days. */
  | 'refundFull'
  /** Back, less the damage the breeder proves. */
  | 'refundLessDamage'
  /** The breeder keeps it (earnest given at a concluded contract, Ptk. 6:185 (2)). */
  | 'kept'
  /** The breeder pays it back twice (Ptk. 6:185 (2)). */
  | 'refundDouble';

/** What can become of a sale, in the order the buyer reads them, and what it does to the deposit. */
const OUTCOMES = {
  /** The buyer turns an offered puppy down, or leaves the waiting list, before any contract. */
  buyerPasses: () => 'refundFull',
  /** The breeder declines the application, or no puppy is ever offered. */
  noPuppy: () => 'refundFull',
  /** The buyer withdraws from the signed contract within the 14 days. */
  withdrawal: () => 'refundFull',
  /** The sale falls through for a reason neither side is responsible for (e.g. the puppy's illness). */
  noOneAtFault: () => 'refundFull',
  /** The breeder does not hand over the puppy for a reason they are responsible for. */
  sellerAtFault: (kind) => (kind === 'earnest' ? 'refundDouble' : 'refundFull'),
  /** After the 14 days the buyer does not take the puppy, for a reason the breeder is not responsible for. */
  buyerAtFault: (kind) => (kind === 'earnest' ? 'kept' : 'refundLessDamage'),
} satisfies Record<string, (kind: DepositKind) => DepositOutcome>;

export type DepositEvent = keyof typeof OUTCOMES;
export const DEPOSIT_EVENTS = Object.keys(OUTCOMES) as DepositEvent[];

/** The deposit's meaning for one buyer: an earnest only where Hungarian law knows it. */
export function depositKindFor(
  chosen: DepositKind | null | undefined,
  country: string,
): DepositKind {
  return chosen === 'earnest' && country.toUpperCase() === 'HU' ? 'earnest' : 'advance';
}

/** What happens to the deposit when `event` happens. */
export function depositOutcome(kind: DepositKind, event: DepositEvent): DepositOutcome {
  return OUTCOMES[event](kind);
}

/** Every event with its outcome: the list the buyer reads before paying. */
export const depositRules = (kind: DepositKind) =>
  DEPOSIT_EVENTS.map((event) => ({ event, outcome: depositOutcome(kind, event) }));
