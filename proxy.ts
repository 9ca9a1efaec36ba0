import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's own assets and the files served from public/.
  matcher: [
    // Every root file listed here must exist in public/: an excluded path that does not exist
    // would be routed as a locale.
    '/((?!api/|_next/|img/|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$).*)',
  ],
};
