import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationClosed, MyApplication } from '@/features/applications/ui/my/MyApplication';
import { Booking } from '@/features/bookings/ui/my/Booking';
import { OwnerStory } from '@/features/stories/ui/my/OwnerStory';
import type { AppLocale } from '@/i18n/routing';
import { getMyPage } from '@/features/applications/reads';

interface MyPageProps {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// The token is the address: every request is rendered for itself, and nothing is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: MyPageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'PageTitles',
  });
  return {
    title: t('myPage'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The buyer's private page, in the language they applied in (whatever this browser's is). */
export default async function MyPage({ params, searchParams }: MyPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale as AppLocale);
  const [view, query] = await Promise.all([getMyPage(token), searchParams]);
  if (!view) {
    // Just withdrawn or erased from this page: say so (the link itself no longer opens anything).
    const closed = one(query.done);
    if (closed === 'withdrawn' || closed === 'erased') return <ApplicationClosed how={closed} />;
    notFound();
  }
  return (
    <MyApplication
      view={view}
      token={token}
      done={one(query.done)}
      error={one(query.error)}
      contractForm={{
        done: one(query.contract),
        error: one(query.contractError),
        name: one(query.signName),
        withdrawal: one(query.withdrawal),
        withdrawalError: one(query.withdrawalError),
      }}
    >
      <Booking
        token={token}
        locale={view.locale}
        query={{
          booked: one(query.booked) !== null,
          cancelled: one(query.bookingCancelled) !== null,
          error: one(query.bookingError),
        }}
      />
      <OwnerStory token={token} locale={view.locale} query={query} />
    </MyApplication>
  );
}
