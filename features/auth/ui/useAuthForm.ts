'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft, putBackDraft } from '@/lib/client/drafts';
import { focusFirstError } from '@/components/ui/focus-first-error';

/** The form's deferred code: the API client and the draft. */
const load = () => import('@/lib/client/api-on-submit');
type Client = Awaited<ReturnType<typeof load>>;

export interface AuthFormOptions<Field extends string> {
  fields: readonly Field[];
  /** The `apiErrors` key of each field the server's schema would refuse. */
  check: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  /** Sends the checked values; a failure is thrown. */
  send: (values: Record<Field, string>, client: Client) => Promise<void>;
  /** Explains a failure itself (true), or leaves it to the server's messages (false). */
  explain?: (error: unknown, client: Client) => boolean;
  /** The form stays after a success (else the page moves on, and the button stays busy). */
  staysAfterSuccess?: boolean;
  /**
   * Keeps what was typed (never a password) in the tab under this name until the server says
   * yes, so a visitor who follows a link away and comes Back finds it again.
   */
  draft?: string;
}

/**
 * The sign-in, sign-up and password reset forms' state without a form library: each field checked on submit and,
 * after that, as it changes; the first wrong field focused with its error; the API client loaded
 * on submit; the server's errors under their fields and in the alert. What was typed stays.
 */
export function useAuthForm<Field extends string>({
  fields,
  check,
  send,
  explain,
  staysAfterSuccess = false,
  draft,
}: AuthFormOptions<Field>) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) as Record<
      Field,
      string
    >;
  };
  const setError = (field: Field, { message }: { message: string }) =>
    setErrors((current) => ({ ...current, [field]: message }));

  /** The form's `ref`: puts a kept draft back once the form is on the page. */
  const formRef = useCallback(
    (form: HTMLFormElement | null) => {
      if (form && draft) putBackDraft(draft, form, load);
    },
    [draft],
  );

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (draft) keepDraft(draft, event.currentTarget, load);
    const field = (event.target as HTMLInputElement).name as Field;
    if (!submitted || !fields.includes(field)) return;
    const error = check(valuesOf(event.currentTarget))[field];
    setErrors((current) => ({ ...current, [field]: error }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = check(values);
    const show = () => {
      setSubmitted(true);
      setErrors(found);
    };
    if (focusFirstError(form, fields, found, show)) return;
    setBusy(true);
    let client: Client | undefined;
    try {
      client = await load();
      // On success the page moves on: the button stays busy until it has.
      await send(values, client);
      if (draft) dropDraft(draft);
      if (staysAfterSuccess) setBusy(false);
    } catch (error) {
      setBusy(false);
      // The sending code could not be fetched: the connection is gone, and the text stays.
      if (!client) showMessage({ type: 'danger', messages: ['networkError'] });
      else if (!explain?.(error, client)) client.applyServerErrors(error, setError, fields);
    }
  };

  return { errors, busy, formRef, onChange, onSubmit };
}
