import { askedQuestions } from '@/features/applications/server/application-questions';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { questionLocaleQuery } from '@/features/applications/schema';

/** The breeder's questions the form asks now, in `?locale=` (English by default). */
export const GET = route({ access: 'public' }, async ({ request }) => {
  const { locale } = parseWith(questionLocaleQuery, {
    locale: request.nextUrl.searchParams.get('locale') ?? undefined,
  });
  return json(await askedQuestions(locale));
});
