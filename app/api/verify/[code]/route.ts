import { getVerifyPage } from '@/features/verification/reads';
import { VERIFY_CODE_PATTERN } from '@/features/dogs/puppy-rules';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

export const GET = route(
  {
    access: 'public',
    params: { code: z.string() },
    doc: {
      summary:
        'Whether a code is one of ours, with a verification page (a puppy or a signed contract)',
      responses: { 200: '{ code }', 404: 'verifyCodeNotFound' },
    },
  },
  async ({ params: { code } }) => {
    if (!VERIFY_CODE_PATTERN.test(code) || !(await getVerifyPage(code))) {
      throw notFound('verifyCodeNotFound');
    }
    return json({ code });
  },
);
