'use client';

import { useRouter } from 'next/navigation';
import { hideMessage, showMessage } from '@/lib/client/alerts';
import { notifySessionChange } from '@/lib/client/signed-in-hint';
import { useAuthForm, type AuthFormOptions } from './useAuthForm';

/**
 * What follows once a session starts: a failed try's message no longer holds (it must not follow
 * the breeder into the admin), the other tabs learn of it, `done` is said, and the page moves on.
 */
export function useSignedIn() {
  const router = useRouter();
  return (to: string, done?: string) => {
    hideMessage();
    notifySessionChange();
    if (done) showMessage({ type: 'success', messages: [done] });
    router.replace(to);
  };
}

type SessionFormOptions<Field extends string> = Omit<AuthFormOptions<Field>, 'send' | 'draft'> & {
  /** Where to go once signed in. */
  to: () => string;
};

/**
 * A form whose yes starts a session, the sign-in (`login`) and the sign-up (`signup`): its values
 * are posted to `/auth/<name>` and kept as a draft of that name until then.
 */
export function useSessionForm<Field extends string>(
  name: 'login' | 'signup',
  { to, ...options }: SessionFormOptions<Field>,
) {
  const signedIn = useSignedIn();
  return useAuthForm({
    ...options,
    draft: name,
    send: async (values, client) => {
      await client.apiFetch(`/auth/${name}`, { method: 'POST', body: values });
      signedIn(to());
    },
  });
}
