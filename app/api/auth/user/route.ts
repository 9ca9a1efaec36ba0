import { toPublicUser } from '@/lib/server/auth';
import { json, route } from '@/lib/server/http/route';

export const GET = route({ access: 'signed-in' }, ({ user }) => json({ user: toPublicUser(user) }));
