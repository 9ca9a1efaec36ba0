import type { AppLocale } from '@/i18n/routing';
import type { ApplicationStatus, LitterStatus, QuestionKind } from '@/lib/selling';
import type { ApplicationGroup } from './fields';
import type { GoHomeCheck } from './go-home-schema';

/** What the admin API answers about an application (the token is never part of it). */
export interface ApplicationView {
  id: number;
  status: ApplicationStatus;
  group: ApplicationGroup;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  city: string;
  locale: AppLocale;
  litter: {
    id: number;
    slug: string;
    status: LitterStatus;
    mother: string;
    date: string | null;
  } | null;
  preferredSex: 'male' | 'female' | null;
  preferredColor: string | null;
  answers: { key: string; question: string; answer: string }[];
  decisionMessage: string | null;
  decidedAt: string | null;
  closedAt: string | null;
  /** Why the puppy went home before its go-home day, when it did. */
  placedEarlyReason: string | null;
  createdAt: string;
  version: number;
}

export interface ApplicationPage {
  items: ApplicationView[];
  total: number;
  page: number;
  limit: number;
}

/** One application with the decision texts the breeder may send, in the applicant's language. */
export interface ApplicationDetail extends ApplicationView {
  defaultMessages: { approve: string; decline: string };
  /** While reserved: the go-home day and what the sale still lacks. */
  goHome: GoHomeCheck | null;
}

type Translated = { en: string; hu: string; de: string };

export interface QuestionView {
  id: number;
  kind: QuestionKind;
  label: Translated;
  choices: Translated[];
  required: boolean;
  enabled: boolean;
  position: number;
  version: number;
}
