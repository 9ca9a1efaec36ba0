import { askedQuestions } from '@/features/applications/server/application-questions';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { questionLocaleQuery } from '@/features/applications/schema';

/** English by default. */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'The breeder’s questions the form asks now, in one language',
      query: { locale: { schema: { type: 'string', enum: ['en', 'hu', 'de'] } } },
      responses: { 200: 'Questions: id, field, kind, label, choices' },
    },
  },
  async ({ request }) => {
    const { locale } = parseWith(questionLocaleQuery, {
      locale: request.nextUrl.searchParams.get('locale') ?? undefined,
    });
    return json(await askedQuestions(locale));
  },
);
