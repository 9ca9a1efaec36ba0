// The breeder's pages: each a fixed list of named blocks, edited per language at
// /admin/pages and rendered by the public pages. Client-safe (the editor reads it too); the
// defaults, today's message texts, are built on the server (features/pages/server/page-defaults.ts).
import type { RichDoc } from '@/lib/rich-text/doc';

import { PAGE_KEYS, type PageKey } from '@/lib/site/page-keys';

export { PAGE_KEYS, type PageKey };

export const CONTENT_LOCALES = ['en', 'hu', 'de'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/**
 * `line`: one plain line; `rich`: a RichDoc; `list`: plain lines; `photo`: a page photo's id
 * (one for every language; its alt text is a `line` block of its own).
 */
export type BlockKind = 'line' | 'rich' | 'list' | 'photo';

export interface BlockDefinition {
  name: string;
  kind: BlockKind;
  /** Characters per language (`list`: per line; `rich`: what the editor's counter counts). */
  max: number;
  /** Lines a `list` holds at most. */
  maxItems?: number;
  /** Must not be empty in English, the language every other one falls back to. */
  required?: boolean;
  /**
   * Where the default comes from: message keys of the page's namespace (several for a `list`,
   * one line each). None: empty by default (a photo, until the breeder picks one).
   */
  from?: readonly string[];
}

export type LocalizedValue<T> = Partial<Record<ContentLocale, T>>;
/** A block's stored value, by kind. */
export type BlockValue =
  LocalizedValue<string> | LocalizedValue<RichDoc> | LocalizedValue<string[]>;
/** A page's content: text blocks per language, photo blocks as a photo id (or null: none). */
export type PageContent = Record<string, BlockValue | number | null>;

const TITLE = 120;
const META_TITLE = 70;
const META_DESCRIPTION = 300;
const ALT = 200;
const LEAD = 600;
const TEXT = 2000;

const line = (name: string, max = TITLE, required = false): BlockDefinition => ({
  name,
  kind: 'line',
  max,
  from: [name],
  ...(required && { required }),
});
const rich = (name: string, max = TEXT): BlockDefinition => ({
  name,
  kind: 'rich',
  max,
  from: [name],
});
const list = (name: string, from: readonly string[], max = 300): BlockDefinition => ({
  name,
  kind: 'list',
  max,
  maxItems: 12,
  from,
});
const photo = (name: string): BlockDefinition => ({ name, kind: 'photo', max: 0 });

/** Title, description: the page's `<title>`, meta description and link previews. */
const meta = [line('metaTitle', META_TITLE, true), line('metaDescription', META_DESCRIPTION, true)];
/** The heading block content pages open with; the photo replaces the drawn illustration. */
const intro = (image: boolean) => [
  line('title', TITLE, true),
  rich('lead', LEAD),
  photo('photo'),
  image ? line('imageAlt', ALT) : { name: 'imageAlt', kind: 'line' as const, max: ALT },
];
/** A section: its heading and its text. */
const section = (topic: string, max = TEXT) => [line(`${topic}Title`), rich(`${topic}Text`, max)];

export const PAGE_BLOCKS: Record<PageKey, readonly BlockDefinition[]> = {
  home: [
    ...meta,
    line('heroKicker', 80),
    line('heroTitle', TITLE, true),
    rich('heroText', LEAD),
    photo('heroPhoto'),
    line('heroImageAlt', ALT),
    line('introTitle'),
    ...section('introHealth', LEAD),
    ...section('introSocial', LEAD),
    ...section('introSupport', LEAD),
    ...section('pedigree', LEAD),
    ...section('transport', LEAD),
  ],
  about: [
    ...meta,
    ...intro(true),
    ...section('story'),
    ...section('home'),
    line('promiseTitle'),
    list('promises', ['promiseHealth', 'promiseHonesty', 'promiseUpdates', 'promiseSupport']),
  ],
  breed: [
    ...meta,
    ...intro(true),
    ...section('temperament'),
    ...section('care'),
    ...section('feeding'),
    ...section('grooming'),
    ...section('health'),
    line('factsTitle'),
    list('facts', ['factWeight', 'factHeight', 'factLifespan', 'factColours'], 120),
  ],
  transport: [
    ...meta,
    ...intro(true),
    line('stepsTitle'),
    ...section('stepVet', LEAD),
    ...section('stepCrate', LEAD),
    ...section('stepFlight', LEAD),
    ...section('stepArrival', LEAD),
    line('carriersTitle'),
    rich('carriersText', LEAD),
    ...section('questions', LEAD),
  ],
  contact: [...meta, ...intro(false)],
  privacy: [
    ...meta,
    line('title', TITLE, true),
    rich('lead', LEAD),
    ...section('who'),
    ...section('stored'),
    ...section('why'),
    // Shown instead of `whyText` while the site sends no mail (no SMTP_URL).
    { ...rich('whyTextNoMail'), from: ['whyTextNoMail'] },
    ...section('howLong'),
    ...section('rights'),
    ...section('cookies'),
    line('applicationsTitle'),
    {
      name: 'applicationsText',
      kind: 'rich',
      max: 5000,
      from: [
        'applicationsStored',
        'applicationsWhy',
        'applicationsHowLong',
        'applicationsWithdraw',
        'applicationsDraft',
        'storyDraft',
      ],
    },
  ],
  // The terms of sale: the parts the law fixes (the seller, the deposit's rules, the warranty by
  // country, the model withdrawal form) are generated beside these (features/pages/ui/TermsBody.tsx).
  terms: [
    ...meta,
    line('title', TITLE, true),
    rich('lead', LEAD),
    line('sellerTitle'),
    ...section('conclusion'),
    ...section('prices'),
    ...section('deposit', LEAD),
    ...section('goHome'),
    ...section('transport'),
    ...section('warranty', LEAD),
    ...section('guarantee'),
    line('withdrawalTitle'),
    {
      name: 'withdrawalText',
      kind: 'rich',
      max: 5000,
      from: ['withdrawalRight', 'withdrawalHow', 'withdrawalEffects'],
    },
    ...section('complaints'),
    ...section('law'),
    ...section('disputes'),
  ],
};

/** The message namespace each page's defaults come from. */
export const PAGE_NAMESPACES = {
  home: 'HomePage',
  about: 'AboutPage',
  breed: 'BreedPage',
  transport: 'TransportPage',
  contact: 'ContactPage',
  privacy: 'PrivacyPage',
  terms: 'TermsPage',
} as const satisfies Record<PageKey, string>;

export const isPageKey = (value: string): value is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(value);

export function blockDefinition(page: PageKey, name: string): BlockDefinition | undefined {
  return PAGE_BLOCKS[page].find((block) => block.name === name);
}

/** A block as the admin API shows it: its definition, the draft, what is live, the default. */
export interface PageBlockView extends BlockDefinition {
  draft: BlockValue | number | null;
  published: BlockValue | number | null;
  default: BlockValue | number | null;
}

/** `GET /api/admin/pages/{page}`. */
export interface PageView {
  page: PageKey;
  blocks: PageBlockView[];
  /** Send it back with every write (0 before the first save); 409 once it moved on. */
  version: number;
  updatedAt: string | null;
  /** The last publish; null while visitors see the defaults. */
  publishedAt: string | null;
  /** Number of the last publish in the history (0: never published). */
  publishedNumber: number;
  /** Whether the draft differs from what visitors see. */
  changed: boolean;
  /** Per language, the draft's text blocks it lacks (shown in English there). */
  missing: Record<ContentLocale, string[]>;
  /** The page's photos, for its photo blocks. */
  photos: PagePhoto[];
}

/** A row of `GET /api/admin/pages`. */
export type PageSummary = Pick<
  PageView,
  'page' | 'version' | 'updatedAt' | 'publishedAt' | 'publishedNumber' | 'changed' | 'missing'
>;

/** A publish in the history: `GET /api/admin/pages/{page}/versions`. */
export interface PageVersionSummary {
  number: number;
  publishedAt: string;
}

/** A page photo: the same shape as a dog's or the gallery's (lib/validation/responses.ts). */
export interface PagePhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  position: number;
  placeholder: string;
  variants: { width: number; url: string }[];
  focal: { x: number; y: number } | null;
}

/** What a public page renders: the published content and the photos it shows. */
export interface PublishedPage {
  page: PageKey;
  content: PageContent;
  photos: PagePhoto[];
  /**
   * Which text this is: 1 for the built-in one, then one more for every publish (the terms of
   * sale print it, and a contract names it); `publishedAt` null for the built-in text.
   */
  edition: { number: number; publishedAt: string | null };
}
