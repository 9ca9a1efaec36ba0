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
export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'One application, with the default decision messages',
      responses: { 200: 'Application', 404: 'Unknown' },
    },
  },
  async ({ params, user }) =>
    json(await getApplication(params.id, user.locale ?? routing.defaultLocale)),
);

/** `{decision: approve|decline, message?, version}`: decided, and the applicant mailed. */
export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: decisionSchema,
    doc: {
      summary:
        'Approve (status waiting) or decline (closed) an application; the message, or the ' +
        'translated default, is mailed to the applicant in their language',
      responses: { 200: 'Application', 404: 'Unknown application' },
      versioned: { type: 'object' },
    },
  },
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
