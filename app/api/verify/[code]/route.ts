import { getVerifyPage } from '@/features/verification/reads';
import { VERIFY_CODE_PATTERN } from '@/features/dogs/puppy-rules';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

/** Whether a code is one of ours, shown on its verification page; any other is not found. */
export const GET = route(
  { access: 'public', params: { code: z.string() } },
  async ({ params: { code } }) => {
    if (!VERIFY_CODE_PATTERN.test(code) || !(await getVerifyPage(code))) {
      throw notFound('verifyCodeNotFound');
    }
    return json({ code });
  },
);
