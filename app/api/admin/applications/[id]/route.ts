import { routing } from '@/i18n/routing';
import {
  decideApplication,
  getApplication,
} from '@/features/applications/server/application-admin';
import { readRoute } from '@/lib/server/http/read';
import { versionedWrite } from '@/lib/server/http/versioned';
import { decisionSchema } from '@/features/applications/schema';
import { idSchema } from '@/lib/validation/common';

/**
 * One application, with the default decision messages in the applicant's language and the
 * answers under the questions in the admin's own.
 */
export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'One application, with the default decision messages',
    responses: { 200: 'Application', 404: 'Unknown' },
  },
  ({ params, user }) => getApplication(params.id, user.locale ?? routing.defaultLocale),
);

/** `{decision: approve|decline, message?, version}`: decided, and the applicant mailed. */
export const PATCH = versionedWrite(
  {
    body: decisionSchema,
    summary:
      'Approve (status waiting) or decline (closed) an application; the message, or the ' +
      'translated default, is mailed to the applicant in their language',
    responses: { 200: 'Application', 404: 'Unknown application' },
    versioned: { type: 'object' },
  },
  ({ params, body, user }, version) =>
    decideApplication(
      params.id,
      { ...body, version },
      undefined,
      user.locale ?? routing.defaultLocale,
    ),
);
