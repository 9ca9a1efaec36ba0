import { changePassword } from '@/lib/server/auth';
import { clientIp, readJson, sessionCookies } from '@/lib/server/http';
import { adminHandler, json } from '@/lib/server/route';
import { passwordChangeSchema } from '@/lib/validation/auth';

/** Changing the password ends every other session: the answer carries a fresh token. */
export const PUT = adminHandler(async (request, _params, user) => {
  const input = await readJson(request, passwordChangeSchema);
  const { token } = await changePassword(
    user,
    input.currentPassword,
    input.newPassword,
    clientIp(request),
  );
  return json({ token }, { headers: sessionCookies(request, token) });
});
