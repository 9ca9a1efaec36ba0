import 'server-only';

// What the news' server components read besides the site's data (lib/api): their UI imports no
// service itself.

export { expireWhenDue } from './server/news-schedule';
