import { toPublicUser } from '@/lib/server/auth';
import { unauthorized } from '@/lib/server/errors';
import { authenticate } from '@/lib/server/http';
import { handler, json } from '@/lib/server/route';

export const GET = handler(async (request) => {
  const auth = await authenticate(request);
  if (!auth) throw unauthorized();
  return json({ user: toPublicUser(auth.user) });
});
