import 'server-only';

// What the owners' stories' server components read besides the site's data (lib/api): their UI
// imports no service itself.

export { myOwnerStories } from '@/features/stories/server/my-owner';
export { readStoryRefusal } from './server/owner-story-form';
export { formatDay } from '@/features/waiting-list/mail/waiting-mail';
