import 'server-only';

// What the documents' server components read: their UI imports no service itself.

export { listDocuments } from './server';
export { myDocuments } from './server/my-documents';
export { formatDay } from '@/lib/server/mail/formats';
