import { useTranslations } from 'next-intl';
import { publicPaths } from '@/lib/paths.mjs';

// A private link that is unknown, replaced or closed: 404, and no detail why.
export default function InvalidLink() {
  const t = useTranslations('MyPage');
  return (
    <>
      <title>{t('invalidTitle')}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <section className="container text-center py-5">
        <h1 className="display-6">{t('invalidTitle')}</h1>
        <p className="lead my-4">{t('invalidText')}</p>
        <a href={publicPaths.contact} className="btn btn-primary">
          {t('invalidAction')}
        </a>
      </section>
    </>
  );
}
