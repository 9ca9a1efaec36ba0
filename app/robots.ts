import type { MetadataRoute } from 'next';
import { ROBOTS_DISALLOW, ROOT_FILES } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';

// Read at request time: the site's address comes from the running server's settings.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ROBOTS_DISALLOW },
    sitemap: absoluteUrl(ROOT_FILES.sitemap),
  };
}
