import { PHONE_PATTERN } from './patterns';

/**
 * PHONE_PATTERN as a phone field's `pattern` attribute, which the browser anchors itself: a form
 * sent without JavaScript is checked before it leaves, so what was typed stays on the page.
 * Spaces around the number pass, as the schemas trim them. Apart from ./patterns.ts, so that the
 * pages whose forms have no phone field (sign-in, subscribing) do not carry it.
 */
export const PHONE_INPUT_PATTERN = `\\s*${PHONE_PATTERN.source.replace(/^\^|\$$/g, '')}\\s*`;
