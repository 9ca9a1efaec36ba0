import type { FormEvent, ReactNode } from 'react';
import type { usePublicForm } from '@/lib/client/public-form';

/** What the server draws of a public form (publicFormParts), handed to its client component. */
export interface PublicFormParts {
  /** The heading, with the id `<name>-title`; */
  heading: ReactNode;
  /** the form's fixed part (the notice of a failed post, its intro, hidden fields); */
  fixed: ReactNode;
  /** the consent box's label, with its link to the privacy notice. */
  consent: ReactNode;
}

interface PublicFormProps {
  /** The form's name: its classes (`enquiry`, `enquiry--sent`, `enquiry__form`…) and ids. */
  name: string;
  /** Its state (usePublicForm). */
  state: ReturnType<typeof usePublicForm<HTMLParagraphElement>>;
  heading: ReactNode;
  /** The thanks once it is sent (`#<name>-sent`, which CSS shows after a post without JavaScript). */
  thanks: string;
  /** What replaces the form once it is sent. */
  afterSent?: ReactNode;
  action: string;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A public page's form: a plain HTML post to `action` without JavaScript; with it the browser's
 * own checks give way to the script's, the signed start is fetched once the visitor begins, and
 * the thanks replaces the form.
 */
export function PublicForm({ name, state, heading, thanks, afterSent, ...form }: PublicFormProps) {
  const { sent, hydrated, formRef, sentRef, startOfForm } = state;
  return (
    <section className={`${name}${sent ? ` ${name}--sent` : ''}`} aria-labelledby={`${name}-title`}>
      {heading}
      <p
        id={`${name}-sent`}
        className={`${name}__notice alert alert-success`}
        tabIndex={-1}
        ref={sentRef}
      >
        {thanks}
      </p>
      {sent ? (
        afterSent
      ) : (
        // `form`: its action, handlers and fields.
        <form
          ref={formRef}
          method="post"
          {...form}
          noValidate={hydrated}
          onFocus={() => void startOfForm()}
          className={`${name}__form`}
        />
      )}
    </section>
  );
}
