import { createHmac } from 'node:crypto';
import { TEST_AUTH_SECRET } from './server';

/**
 * An enquiry form's start as the test server signs it (lib/server/enquiry-start.ts): the test
 * servers share TEST_AUTH_SECRET, so a test can say the form was shown `ago` ms before.
 */
export function signedStart(ago = 60_000, secret = TEST_AUTH_SECRET): string {
  const ms = Date.now() - ago;
  const signature = createHmac('sha256', new TextEncoder().encode(secret))
    .update(`enquiry-start:${ms}`)
    .digest('base64url');
  return `${ms}.${signature}`;
}
