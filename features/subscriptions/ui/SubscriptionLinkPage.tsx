import { getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';

/**
 * Where a mailed link of "tell me when puppies are born" leads, through the API that
 * keeps its token: a button that posts it, so a link scanner or a preview that fetches the link
 * confirms or ends nothing. Static HTML, the same for everyone, and no script needed: the API
 * answers the post with `#subscription-…` on this page, which CSS reveals.
 */
export async function SubscriptionLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const [t, errors] = await Promise.all([
    getTranslations('Subscribe'),
    getTranslations('apiErrors'),
  ]);
  const confirm = kind === 'confirm';
  const notices = [
    confirm
      ? { id: 'confirmed', ok: true, text: t('confirmed') }
      : { id: 'unsubscribed', ok: true, text: t('unsubscribed') },
    { id: 'invalid', ok: false, text: t(confirm ? 'confirmInvalid' : 'unsubscribeInvalid') },
    { id: 'error', ok: false, text: errors('serverError') },
  ];
  return (
    <>
      <section className="page-intro">
        <div className="container py-5">
          <h1 className="display-5 mb-0">{t(confirm ? 'confirmTitle' : 'unsubscribeTitle')}</h1>
        </div>
      </section>
      <div className="container pb-5 subscription-link">
        {notices.map(({ id, ok, text }) => (
          <p
            key={id}
            id={`subscription-${id}`}
            className={`subscription-link__notice alert ${ok ? 'alert-success' : 'alert-danger'}`}
            tabIndex={-1}
          >
            {text}
          </p>
        ))}
        <form
          method="post"
          action={
            confirm ? '/api/subscriptions/confirm' : '/api/subscriptions/unsubscribe?from=page'
          }
          className="subscription-link__form mb-4"
        >
          <p className="lead">{t(confirm ? 'confirmText' : 'unsubscribeText')}</p>
          <button type="submit" className="btn btn-primary">
            {t(confirm ? 'confirmButton' : 'unsubscribeButton')}
          </button>
        </form>
        <p>
          <PrefetchLink href={publicPaths.puppies}>{t('toPuppies')}</PrefetchLink>
        </p>
      </div>
    </>
  );
}
