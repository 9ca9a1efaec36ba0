import { getTranslations } from 'next-intl/server';
import { ResendLinkForm } from './ResendLinkForm';

/** What the thank-you part says of the private link when it did not simply go out. */
export type LinkMailState =
  | { kind: 'held'; ticket: string; retryMinutes: number | null }
  | { kind: 'resent' }
  | { kind: 'resendFailed' };

/** The query of the thank-you address as a state, or null when the link went out as usual. */
export function linkMailState(
  query: Record<string, string | string[] | undefined>,
): LinkMailState | null {
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : null);
  const ticket = one('held');
  if (ticket && /^[0-9A-Za-z._-]{1,64}$/.test(ticket)) {
    const minutes = Number(one('retryMinutes'));
    return {
      kind: 'held',
      ticket,
      retryMinutes: Number.isInteger(minutes) && minutes > 0 && minutes <= 60 ? minutes : null,
    };
  }
  if (one('linkResent') === '1') return { kind: 'resent' };
  if (one('linkResent') === '0') return { kind: 'resendFailed' };
  return null;
}

/** What became of the private link when it did not simply go out. */
export async function LinkMailNotice({ state }: { state: LinkMailState }) {
  const t = await getTranslations('LinkMail');
  if (state.kind === 'resent') return <p role="status">{t('resent')}</p>;
  if (state.kind === 'resendFailed') return <p role="alert">{t('resendFailed')}</p>;
  return (
    <ResendLinkForm ticket={state.ticket} label={t('resendButton')}>
      <p>{t('heldText')}</p>
      {state.retryMinutes !== null && <p>{t('heldRetry', { minutes: state.retryMinutes })}</p>}
    </ResendLinkForm>
  );
}
