import { json } from '@/lib/server/route';

const notFound = () => json({ message: 'notFound' }, { status: 404 });

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
