import { routing } from '@/i18n/routing';
import { listApplications } from '@/features/applications/server/application-admin';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { applicationListQuery } from '@/features/applications/schema';

/** `?status=new|approved|declined|withdrawn&litter={id}|any&sex=…&color=…&page=N&limit=N` */
export const GET = route({ access: 'admin' }, async ({ request, user }) => {
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
});
