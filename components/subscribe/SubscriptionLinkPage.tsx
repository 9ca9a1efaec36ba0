import { getTranslations } from 'next-intl/server';
import { NoticeAccepted } from '@/components/layout/NoticeAccepted';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';

type Done = 'confirmed' | 'unsubscribed' | 'invalid' | 'error';

interface SubscriptionLinkPageProps {
  kind: 'confirm' | 'unsubscribe';
  /** The mailed link's token, as the page's address has it. */
  token: string | undefined;
  /** How the button's post went (the API's 303 says it). */
  done: string | undefined;
}

/**
 * Where a mailed link of "tell me when puppies are born" leads (issue 31): a button that posts,
 * so that a link scanner or a preview that fetches the page confirms or ends nothing; after the
 * post, what happened. Works without JavaScript.
 */
export async function SubscriptionLinkPage({ kind, token, done }: SubscriptionLinkPageProps) {
  const [t, errors] = await Promise.all([
    getTranslations('Subscribe'),
    getTranslations('apiErrors'),
  ]);
  const confirm = kind === 'confirm';
  const outcome = (['confirmed', 'unsubscribed', 'invalid', 'error'] as const).find(
    (value) => value === done,
  ) satisfies Done | undefined;
  const message: { ok: boolean; text: string } | null =
    outcome === 'confirmed' && confirm
      ? { ok: true, text: t('confirmed') }
      : outcome === 'unsubscribed' && !confirm
        ? { ok: true, text: t('unsubscribed') }
        : outcome === 'invalid'
          ? { ok: false, text: t(confirm ? 'confirmInvalid' : 'unsubscribeInvalid') }
          : outcome === 'error'
            ? { ok: false, text: errors('serverError') }
            : null;
  const action = confirm
    ? '/api/subscriptions/confirm'
    : `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token ?? '')}&from=page`;

  return (
    <>
      <NoticeAccepted />
      <PageIntro
        title={t(confirm ? 'confirmTitle' : 'unsubscribeTitle')}
        lead={message ? null : t(token ? (confirm ? 'confirmText' : 'unsubscribeText') : 'noToken')}
      />
      <div className="container pb-5">
        {message ? (
          <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`} role="status">
            {message.text}
          </p>
        ) : (
          token && (
            <form method="post" action={action} className="mb-4">
              {confirm && <input type="hidden" name="token" value={token} />}
              <button type="submit" className="btn btn-primary">
                {t(confirm ? 'confirmButton' : 'unsubscribeButton')}
              </button>
            </form>
          )
        )}
        <p>
          <PrefetchLink href={publicPaths.puppies}>{t('toPuppies')}</PrefetchLink>
        </p>
      </div>
    </>
  );
}
