import { eraseOwnApplication } from '@/features/applications/server/application-privacy';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

/** The applicant erases their own application (and any mail about it), by their private link. */
export const DELETE = route(
  { access: 'public', params: { token: z.string() } },
  async ({ request, params }) => {
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    await eraseOwnApplication(params.token);
    return noContent();
  },
);
