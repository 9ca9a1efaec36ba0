import { randomInt } from 'node:crypto';

/*
 * The waiting list's rules, without the database: the order of a line, where a moved
 * entry goes, the deposit's payment reference and the earliest go-home date.
 */

/** Passes (or lapsed offers) after which an entry goes to the end of its line. */
export const PASSES_TO_END = 2;
/** How long an offer stays open unless the breeder says otherwise. */
export const DEFAULT_OFFER_HOURS = 72;

/**
 * Seconds added to the approval time of an entry without a deposit: every entry that paid sorts
 * before every one that has not (about 317 years, far past any real date).
 */
const UNPAID_OFFSET = 1e10;

export interface LineEntry {
  id: number;
  lineRank: number | null;
  depositReceivedAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/**
 * An entry's place in its line as one number: the breeder's rank when they moved it, else the
 * deposit's time, else the approval's time after every deposit.
 */
export function sortKey(entry: LineEntry): number {
  if (entry.lineRank !== null) return entry.lineRank;
  if (entry.depositReceivedAt) return entry.depositReceivedAt.getTime() / 1000;
  return UNPAID_OFFSET + (entry.decidedAt ?? entry.createdAt).getTime() / 1000;
}

/** The line in order: first in line first (ties by id, so the order never flickers). */
export function orderLine<T extends LineEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => sortKey(a) - sortKey(b) || a.id - b.id);
}

/**
 * The rank that puts `id` at `position` (1-based) of the ordered `line`: between the keys of its
 * new neighbours, one below the first or one above the last. Null when it is there already.
 */
export function rankForMove<T extends LineEntry>(
  line: readonly T[],
  id: number,
  position: number,
): number | null {
  const ordered = orderLine(line);
  const from = ordered.findIndex((entry) => entry.id === id);
  if (from === -1) return null;
  const others = ordered.filter((entry) => entry.id !== id);
  const to = Math.min(Math.max(position, 1), ordered.length) - 1;
  if (to === from) return null;
  const before = others[to - 1];
  const after = others[to];
  if (!before) return after ? sortKey(after) - 1 : null;
  if (!after) return sortKey(before) + 1;
  return (sortKey(before) + sortKey(after)) / 2;
}

/** The rank that puts an entry after everyone in `line` (itself excluded). */
export function rankAtEnd(line: readonly LineEntry[], id: number): number {
  const keys = line.filter((entry) => entry.id !== id).map(sortKey);
  return keys.length === 0 ? 0 : Math.max(...keys) + 1;
}

/** Letters and digits a person reads out and types without doubt: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PREFIX = 'BFB';
export const REFERENCE_PATTERN = /^BFB-[2-9A-HJKMNP-Z]{5}$/;

/** A bank transfer's reference, e.g. `BFB-7K3Q9` (31⁵ ≈ 29 million; the column is unique). */
export function newDepositReference(): string {
  let code = '';
  for (let i = 0; i < 5; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}-${code}`;
}

// The go-home day is one of the sale's dates (lib/sale-dates.ts).
export { ABROAD_WEEKS, earliestGoHome, HOME_WEEKS } from '@/lib/sale-dates';
