import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { PublicFormParts } from '@/components/ui/PublicForm';
import { publicPaths } from '@/lib/public-paths.mjs';

/** Each public form's messages (`failed`, `honeypot`, `consent`), by the form's name. */
const MESSAGES = { enquiry: 'EnquiryForm', subscribe: 'Subscribe' } as const;

/** A public form's props but for what the server draws of it: its section's props. */
export type WithoutServerParts<Props> = Omit<Props, keyof PublicFormParts>;

/** What a post without JavaScript needs: where to come back to, the language, the signed start. */
interface Post {
  returnTo: string;
  locale: string;
  start: string;
}

/**
 * What the server draws of a public form (PublicForm `name`), as HTML rather than the page's
 * script: its heading, the notice of a failed post without JavaScript (`#<name>-failed`, shown by
 * CSS), the intro, the hidden fields (the form's own, `hidden`, between the language and the
 * start), the honeypot for robots that fill every field, and the consent's label with its link
 * to the privacy notice.
 */
export async function publicFormParts(
  name: keyof typeof MESSAGES,
  post: Post,
  { title, intro, hidden }: { title: string; intro: string; hidden?: ReactNode },
): Promise<PublicFormParts> {
  const t = await getTranslations(MESSAGES[name]);
  return {
    heading: (
      <h2 id={`${name}-title`} className="h4">
        {title}
      </h2>
    ),
    fixed: (
      <>
        <p id={`${name}-failed`} className={`${name}__notice alert alert-danger`} tabIndex={-1}>
          {t('failed')}
        </p>
        <p className="text-body-secondary">{intro}</p>
        <input type="hidden" name="returnTo" value={post.returnTo} />
        {/* For a form sent before (or without) the script; the script sends its own values. */}
        <input type="hidden" name="locale" defaultValue={post.locale} />
        {hidden}
        <input type="hidden" name="start" defaultValue={post.start} />
        <div className="enquiry__trap" aria-hidden="true">
          <label htmlFor={`${name}-website`}>{t('honeypot')}</label>
          <input
            id={`${name}-website`}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
      </>
    ),
    consent: t.rich('consent', {
      link: (chunks) => <PrefetchLink href={publicPaths.privacy}>{chunks}</PrefetchLink>,
    }),
  };
}
