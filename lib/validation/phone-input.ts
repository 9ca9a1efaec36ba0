// The phone rule, apart from ./patterns.ts so that the pages whose forms have no phone field
// (sign-in, subscribing) do not carry it.

/**
 * What may be a phone number: "+" and digits, with spaces, brackets, dots, slashes or dashes as
 * people write them ("06-30/123-4567"). The server then stores it in international form
 * (lib/validation/phone.ts). Escaped for the `pattern` attribute, which browsers read with `v`.
 */
export const PHONE_PATTERN = /^\+?[\d\(][\d \(\)\.\/\-]{5,24}$/;

/**
 * PHONE_PATTERN as a phone field's `pattern` attribute, which the browser anchors itself: a form
 * sent without JavaScript is checked before it leaves, so what was typed stays on the page.
 * Spaces around the number pass, as the schemas trim them.
 */
export const PHONE_INPUT_PATTERN = `\\s*${PHONE_PATTERN.source.replace(/^\^|\$$/g, '')}\\s*`;
