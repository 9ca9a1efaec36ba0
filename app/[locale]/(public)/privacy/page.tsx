import { PrivacyBody } from '@/features/pages/ui/PrivacyBody';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, contentPage } from '@/features/pages/server/page-render';
import { privacyNotice } from '@/features/site/server/privacy-setup';
import { getMeetingUrl } from '@/features/bookings/reads';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'privacy', publicPaths.privacy);
}

// Rendered again at run time: the notice follows the running site's mail, storage and retention
// settings; the facts, the Facebook page and the meeting link expire it when they change.
export const revalidate = 3600;

/** The privacy notice: the breeder's texts and what the site's configuration makes of them. */
export default async function PrivacyPage(route: LocaleParams) {
  const [{ body, facts }, meetingUrl] = await Promise.all([
    contentPage(route, 'privacy'),
    getMeetingUrl(),
  ]);
  return <PrivacyBody {...body} notice={await privacyNotice(facts, meetingUrl)} />;
}
