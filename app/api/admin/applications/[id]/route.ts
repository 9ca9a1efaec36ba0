import { routing } from '@/i18n/routing';
import {
  decideApplication,
  getApplication,
} from '@/features/applications/server/application-admin';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { decisionSchema } from '@/features/applications/schema';
import { idSchema } from '@/lib/validation/common';

/**
 * One application, with the default decision messages in the applicant's language and the
 * answers under the questions in the admin's own.
 */
export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params, user }) =>
  json(await getApplication(params.id, user.locale ?? routing.defaultLocale)),
);

/** `{decision: approve|decline, message?, version}`: decided, and the applicant mailed. */
export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: decisionSchema },
  async ({ request, params, body, user }) =>
    json(
      await decideApplication(
        params.id,
        { ...body, version: writeVersion(request, body.version) },
        undefined,
        user.locale ?? routing.defaultLocale,
      ),
    ),
);
