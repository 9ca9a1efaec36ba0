import { cookies } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { ApplyPage } from '@/features/applications/ui/ApplyPage';
import { linkMailState } from '@/features/applications/ui/LinkMailNotice';
import { NoticeChosen } from '@/components/layout/NoticeChosen';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/features/site/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { readDraft } from '@/features/applications/server/application-draft';

interface FilledProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Rendered per request, under a nonce: it reads the query and the visitor's cookies.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: FilledProps) {
  const { locale } = await params;
  // Its canonical address is /apply: one page for search engines.
  return pageMetadata(locale, 'Apply', publicPaths.apply);
}

/**
 * `/apply?…`, rendered per request (the proxy rewrites here; this address itself is not found):
 * the litter of `?litter=` preselected, and after a post refused without JavaScript, what was
 * typed with each error beside its field (kept in the visitor's cookies), and after a post that
 * went in, what became of the mail with the private link.
 */
export default async function ApplyFilled({ params, searchParams }: FilledProps) {
  const [{ locale }, query, jar] = await Promise.all([params, searchParams, cookies()]);
  setRequestLocale(locale as AppLocale);
  const litter = typeof query.litter === 'string' ? query.litter : null;
  return (
    <>
      <NoticeChosen />
      <ApplyPage
        locale={locale as AppLocale}
        draft={readDraft(jar)}
        litter={litter}
        link={linkMailState(query)}
      />
    </>
  );
}
