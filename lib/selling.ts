/**
 * The selling journey's states, shared by the database, the API and the pages.
 * Plain constants: client code may import them.
 */

/** A litter from the breeder's plan to the last puppy gone home. */
export const LITTER_STATUSES = ['planned', 'expected', 'born', 'ready', 'closed'] as const;
export type LitterStatus = (typeof LITTER_STATUSES)[number];

/** The statuses of an approved application: the applicant is in a line. */
export const IN_LINE_STATUSES = ['waiting', 'offered', 'reserved', 'placed'] as const;

/**
 * An application: `new` until the breeder decides; approved applicants are `waiting` in a line
 * (their litter's, or the general one), then `offered` a puppy, `reserved` once they accept,
 * `placed` on go-home day. `declined` and `withdrawn` close it.
 */
export const APPLICATION_STATUSES = ['new', 'declined', ...IN_LINE_STATUSES, 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An offer of one puppy to one applicant. */
export const OFFER_STATUSES = ['open', 'accepted', 'passed', 'lapsed', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The breeder's own questions on the application form. */
export const QUESTION_KINDS = ['text', 'choice', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The litter changes that subscribers hear of ("tell me when puppies are born"). */
export const LITTER_NEWS_EVENTS = ['expected', 'born', 'ready'] as const;
export type LitterNewsEvent = (typeof LITTER_NEWS_EVENTS)[number];

/** Whether a litter reaching `status` is news for subscribers. */
export const isLitterNewsEvent = (status: string): status is LitterNewsEvent =>
  (LITTER_NEWS_EVENTS as readonly string[]).includes(status);
