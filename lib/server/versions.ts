import 'server-only';
import type { NextRequest } from 'next/server';
import { ApiError } from './http/errors';

/**
 * A write based on a version that is no longer the stored one: 409 `editConflict`, with the
 * record (or photo order) as it is now, so the screen can show it beside what was typed.
 */
export class EditConflict extends ApiError {
  constructor(readonly current: unknown) {
    super(409, 'editConflict');
  }

  override toBody() {
    return { ...super.toBody(), current: this.current };
  }
}

/** Thrown inside a transaction to roll it back; the caller answers with `EditConflict`. */
export class StaleVersion extends Error {
  constructor() {
    super('stale version');
    this.name = 'StaleVersion';
  }
}

/**
 * The version a write was based on. A browser (signed in by cookie) always read before it
 * writes, so a write of its without one is refused (428 `versionRequired`): it could only come
 * from a screen that would overwrite changes it never saw. A script with a Bearer token may leave
 * it out and then overwrites whatever is stored, as before versions existed.
 */
export function writeVersion<V>(request: NextRequest, version: V | undefined): V | undefined {
  if (version !== undefined) return version;
  const bearer = request.headers.get('authorization')?.toLowerCase().startsWith('bearer ');
  if (!bearer) throw new ApiError(428, 'versionRequired');
  return undefined;
}
