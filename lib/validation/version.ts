import { z } from '@/lib/validation/zod';

export { focalVersion, orderVersion } from './photo-versions';

/**
 * Writes that never lose data (STYLE.md): every admin write carries the version of what it was
 * based on, and the server refuses it (409, with the current record) when that is no longer the
 * stored one. A record's version is an integer the server bumps on every change.
 */
export const recordVersion = z
  .int({ error: 'invalidVersion' })
  .positive({ error: 'invalidVersion' })
  .max(2_147_483_647, { error: 'invalidVersion' });

/** A record's version in a query string (`?version=N`), as a number. */
export const queryVersion = z
  .string({ error: 'invalidVersion' })
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalidVersion' })
  .transform(Number)
  .pipe(recordVersion);

/** What the site info is before its first save: no row, version 0. */
export const infoVersion = z
  .int({ error: 'invalidVersion' })
  .min(0, { error: 'invalidVersion' })
  .max(2_147_483_647, { error: 'invalidVersion' });

export const orderVersionSchema = z
  .string({ error: 'invalidVersion' })
  .max(12_000, { error: 'invalidVersion' })
  .regex(/^(?:\d{1,10}(?:,\d{1,10})*)?$/, { error: 'invalidVersion' });

/** Compared as text with the stored point's `focalVersion`: anything else is simply stale. */
export const focalVersionSchema = z
  .string({ error: 'invalidVersion' })
  .regex(/^(?:none|[\d.e+-]{1,25},[\d.e+-]{1,25})$/, { error: 'invalidVersion' });
