import { eraseOwnApplication } from '@/features/applications/server/application-privacy';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

export const DELETE = route(
  {
    access: 'public',
    params: { token: z.string() },
    doc: {
      summary: 'The applicant erases their application and its mail, by their private link',
      responses: {
        204: 'Erased',
        404: 'No application has this token',
        409: 'eraseNotPossible: a puppy is reserved or placed',
      },
    },
  },
  async ({ request, params }) => {
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    await eraseOwnApplication(params.token);
    return noContent();
  },
);
