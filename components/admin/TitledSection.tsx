import type { FormEventHandler, ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  className?: string;
  /** Bootstrap's heading size class of the `<h2>`. */
  headingClass?: string;
  children: ReactNode;
}

/** A part of an admin screen under its own `<h2>`, named by it for screen readers. */
export function TitledSection({
  id,
  title,
  className,
  headingClass = 'h5',
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CardFormProps {
  /** The heading's id, which names the card for screen readers. */
  id: string;
  title: ReactNode;
  /** The card's classes: `card` and its spacing. */
  className: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A small settings form in a card under its own `<h2>`; the browser's own validation is off. */
export function CardForm({ id, title, className, onSubmit, children }: CardFormProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <form className="card-body" onSubmit={onSubmit} noValidate>
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </form>
    </section>
  );
}
