import { notFound, permanentRedirect } from 'next/navigation';

/**
 * The record a public detail page shows for its address segment: the 404 page for a segment
 * that cannot name one (`valid`) or names none, and a permanent redirect from an old slug or an
 * id to the record's own address.
 */
export async function publicRecord<R>(
  param: string,
  read: (param: string) => Promise<R | null | undefined>,
  {
    valid,
    path,
    slug,
  }: {
    valid?: (param: string) => boolean;
    path: (record: R) => string;
    slug: (record: R) => string;
  },
): Promise<R> {
  if (valid && !valid(param)) notFound();
  const record = await read(param);
  if (!record) notFound();
  if (slug(record) !== param) permanentRedirect(path(record));
  return record;
}
