import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { adminPaths } from '@/lib/paths.mjs';

const BACK = { application: adminPaths.applications, page: adminPaths.pages } as const;

/**
 * An admin screen for an address that names nothing (a deleted application, a made-up page):
 * said in the admin's own layout, with its bar and the way back to the list. Not Next's
 * notFound(): for a page rendered per request it answers an empty document here.
 */
export async function RecordMissing({ record }: { record: keyof typeof BACK }) {
  const t = await getTranslations('AdminMissing');
  return (
    <div className="container py-4" data-testid="record-missing">
      <h1 className="h3">{t(`${record}Title`)}</h1>
      <p>{t(`${record}Text`)}</p>
      <Link href={BACK[record]} className="btn btn-primary">
        {t(`${record}Back`)}
      </Link>
    </div>
  );
}
