import { routing } from '@/i18n/routing';
import { listApplications } from '@/features/applications/server/application-admin';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import {
  APPLICATION_GROUPS,
  applicationListQuery,
  PREFERRED_COLORS,
  PREFERRED_SEXES,
} from '@/features/applications/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'Applications, newest first, a page at a time: `{items, total, page, limit}`',
      query: {
        status: { schema: { type: 'string', enum: [...APPLICATION_GROUPS] } },
        litter: {
          description: 'A litter’s id, or "any" (no particular litter)',
          schema: { type: 'string' },
        },
        sex: { schema: { type: 'string', enum: [...PREFERRED_SEXES] } },
        color: { schema: { type: 'string', enum: [...PREFERRED_COLORS] } },
        page: { schema: { type: 'integer', minimum: 1 } },
        limit: { schema: { type: 'integer', minimum: 1, maximum: 100 } },
      },
      responses: { 200: 'A page of applications' },
    },
  },
  async ({ request, user }) => {
    const params = request.nextUrl.searchParams;
    const query = parseWith(
      applicationListQuery,
      Object.fromEntries(
        ['status', 'litter', 'sex', 'color', 'page', 'limit'].flatMap((name) => {
          const value = params.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
    );
    return json(await listApplications(query, user.locale ?? routing.defaultLocale));
  },
);
