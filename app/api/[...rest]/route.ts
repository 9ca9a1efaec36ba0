import { json, route } from '@/lib/server/http/route';

const notFound = route({ access: 'public' }, () => json({ message: 'notFound' }, { status: 404 }));

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
