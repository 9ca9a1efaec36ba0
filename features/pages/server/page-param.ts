import 'server-only';
import { isPageKey, type PageKey } from '@/features/pages/content';
import { z } from '@/lib/validation/zod';
import { notFound } from '@/lib/server/http/errors';

/** A page's path segment (`home`, `about`…): any other name is not found (404). */
export const pageParam = z.string().transform((value): PageKey => {
  if (!isPageKey(value)) throw notFound('notFound');
  return value;
});
