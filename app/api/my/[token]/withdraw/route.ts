import { withdrawOwnApplication } from '@/features/applications/server/application-privacy';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

export const POST = route(
  {
    access: 'public',
    params: { token: z.string() },
    doc: {
      summary: 'The applicant withdraws their application, by their private link',
      responses: {
        200: '`{status: "withdrawn"}`',
        404: 'No application has this token',
        409: 'withdrawNotPossible: a puppy is reserved',
      },
    },
  },
  async ({ request, params }) => {
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    return json(await withdrawOwnApplication(params.token));
  },
);
