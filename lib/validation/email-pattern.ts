/**
 * zod's own default e-mail pattern (`z.regexes.email`), given to `z.email` by `emailSchema`. Apart
 * from ./patterns.ts, whose field limits a public page's form is drawn with: a page whose form
 * checks an address only once its deferred code has loaded (the enquiry form) fetches it then.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
