/**
 * Text rules that schemas check and that a public page's script checks too, kept free of zod:
 * importing zod would weigh on the page's script budget (see features/enquiries/fields.ts).
 */

/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/** A news post's own address: lower-case words, not only digits (those are page numbers). */
export const NEWS_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Less time than this between showing a public form and sending it is a bot's. */
export const MIN_FILL_MS = 3000;

/** Control characters (line breaks, tabs) and line separators: one line of text. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** Bidirectional marks, embeddings, overrides and isolates: invisible, they can reorder a name. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A name as the breeder's mail and inbox show it: on one line, control characters gone. A bidi
 * control is dropped, not spaced: it stands between letters of one word ("Eva\u202Eevil").
 */
export const oneLine = (text: string) =>
  text.replace(BIDI_CONTROLS, '').replace(CONTROL_CHARACTERS, ' ');
