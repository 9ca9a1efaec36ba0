import 'server-only';

// What the diary's server components read: its UI imports no service itself.

export { loadMyDiary } from './server/my-diary';
export { formatKennelMoment as formatMoment } from '@/lib/server/kennel-zone';
export { formatDay } from '@/lib/server/mail/formats';
