import { DOG_COLORS, DOG_GENDERS } from '@/features/dogs/fields';

/*
 * The application form's limits: the /apply page renders them as attributes (so a
 * form sent without JavaScript is checked before it leaves). `applicationSchema`
 * (./application) is built from them and is the authority.
 */

export const APPLICATION_LIMITS = {
  name: 100,
  phone: 40,
  city: 100,
  household: 2000,
  experience: 2000,
  timing: 200,
  message: 4000,
  answer: 1000,
} as const;

/** The breeder's own questions: at most this many, each with at most MAX_CHOICES options. */
export const MAX_QUESTIONS = 30;
export const MAX_CHOICES = 20;
export const QUESTION_LABEL_MAX = 300;

/** No preference, for the sex, the colour and the litter. */
export const ANY = 'any';
export const PREFERRED_SEXES = [ANY, ...DOG_GENDERS] as const;
export const PREFERRED_COLORS = [ANY, ...DOG_COLORS] as const;

/** The built-in fields, in the form's order; the breeder's questions come after `timing`. */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'city',
  'household',
  'experience',
  'preferredSex',
  'preferredColor',
  'litter',
  'timing',
  'message',
  'consent',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The form field of the breeder's question `id`. */
export const questionField = (id: number) => `q${id}`;

/** The admin list's groups: approved is every application in a line. */
export const APPLICATION_GROUPS = ['new', 'approved', 'declined', 'withdrawn'] as const;
export type ApplicationGroup = (typeof APPLICATION_GROUPS)[number];
