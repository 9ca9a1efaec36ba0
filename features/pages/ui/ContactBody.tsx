import type { ReactNode } from 'react';
import { ContentIntro } from './ContentIntro';
import { pageText, type PageBodyProps } from './page-text';

/** The contact page's intro from the breeder's texts; the details and form follow as children. */
export function ContactBody({ children, ...props }: PageBodyProps & { children?: ReactNode }) {
  return (
    <>
      <ContentIntro text={pageText(props)} />
      {children}
    </>
  );
}
