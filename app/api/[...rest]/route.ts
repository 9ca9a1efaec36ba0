import { json, route } from '@/lib/server/http/route';

// Not in the API description: any address the API does not have.
const notFound = route(
  { access: 'public', doc: { summary: 'No such API address', responses: { 404: 'notFound' } } },
  () => json({ message: 'notFound' }, { status: 404 }),
);

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
