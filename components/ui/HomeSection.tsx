import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/TitledSection';

interface HomeSectionProps {
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}

/** A part of the home page, named by its centred heading. */
export function HomeSection({ id, title, className, children }: HomeSectionProps) {
  return (
    <TitledSection id={id} title={title} headingClass="h2 text-center mb-2" className={className}>
      {children}
    </TitledSection>
  );
}
