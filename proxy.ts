import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's own assets and the files served from public/.
  matcher: [
    '/((?!api|_next|_vercel|img/|favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest).*)',
  ],
};
