import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/url';

// Read at request time: the site's address comes from the running server's settings.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
