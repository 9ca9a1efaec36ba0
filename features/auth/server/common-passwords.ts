import 'server-only';
import { ApiError } from '@/lib/server/http/errors';

/**
 * The 49,233 most used passwords of public leaks, lower case (zxcvbn-ts's common list, a large
 * module): loaded on the first check, on the server only, so no browser bundle carries it.
 */
let common: Promise<Set<string>> | undefined;
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** Whether `password` is on the list, whatever its letter case (`Password1` is `password1`). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** ASVS 6.2.4: a new password from the list is refused as a field error of `field` (422). */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'commonPassword', path: field }]);
  }
}
