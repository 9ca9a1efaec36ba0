import type { ReactNode } from 'react';

interface ResendLinkFormProps {
  ticket: string;
  /** Why the link did not go out (rendered by the server). */
  children: ReactNode;
  label: string;
}

/**
 * A link mail held back by the mail budget, with a button that asks for it again: a plain form,
 * so it works without JavaScript.
 */
export function ResendLinkForm({ ticket, children, label }: ResendLinkFormProps) {
  return (
    <div role="alert" className="mb-3" data-testid="link-held">
      {children}
      <form method="post" action="/api/link-mail/resend">
        <input type="hidden" name="ticket" value={ticket} />
        <button type="submit" className="btn btn-primary">
          {label}
        </button>
      </form>
    </div>
  );
}
