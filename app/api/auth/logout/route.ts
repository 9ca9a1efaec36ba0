import { revokeTokens } from '@/lib/server/auth';
import { sessionCookies } from '@/lib/server/http/cookies';
import { noContent, route } from '@/lib/server/http/route';

export const POST = route({ access: 'signed-in' }, async ({ request, user }) => {
  await revokeTokens(user.id);
  return noContent(sessionCookies(request, null));
});
