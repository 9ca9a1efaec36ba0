import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id: it names the part for screen readers. */
  id: string;
  title: ReactNode;
  /** The heading's classes (`h5` unless told). */
  headingClass?: string;
  className: string;
  /** `aside` for a part beside the main text. */
  as?: 'section' | 'aside';
  /** `h3` for a part under one of the page's own h2 headings. */
  level?: 'h2' | 'h3';
  children: ReactNode;
}

/** A part of a page named by its heading (`aria-labelledby`), public or admin. */
export function TitledSection({
  id,
  title,
  headingClass = 'h5',
  className,
  as: Part = 'section',
  level: Heading = 'h2',
  children,
}: TitledSectionProps) {
  return (
    <Part className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClass}>
        {title}
      </Heading>
      {children}
    </Part>
  );
}
