import { useTranslations } from 'next-intl';
import { publicPaths } from '@/lib/paths.mjs';

/** A code that is not one of ours: said plainly, with what to do next (HTTP 404). */
export function UnknownCode() {
  const t = useTranslations('Verify');
  return (
    <>
      <title>{t('unknownTitle')}</title>
      <meta name="robots" content="noindex" />
      <section className="container py-5 verify-unknown">
        <h1 className="display-6">{t('unknownTitle')}</h1>
        <div className="alert alert-danger my-4" role="alert">
          <p className="mb-2 fw-semibold">{t('unknownText')}</p>
          <p className="mb-0">{t('unknownAdvice')}</p>
        </div>
        <a href={publicPaths.contact} className="btn btn-primary">
          {t('unknownAction')}
        </a>
      </section>
    </>
  );
}
