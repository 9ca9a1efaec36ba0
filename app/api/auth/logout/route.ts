import { revokeTokens } from '@/lib/server/auth';
import { unauthorized } from '@/lib/server/errors';
import { assertSameOrigin, authenticate, sessionCookies } from '@/lib/server/http';
import { handler, noContent } from '@/lib/server/route';

export const POST = handler(async (request) => {
  const auth = await authenticate(request);
  if (!auth) throw unauthorized();
  if (auth.via === 'cookie') assertSameOrigin(request);
  await revokeTokens(auth.user.id);
  return noContent(sessionCookies(request, null));
});
