import type { StaticImageData } from 'next/image';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/ui/PageIntro';
import type { PageText } from './page-text';

interface ContentIntroProps {
  text: PageText;
  /** The drawn illustration shown until the breeder picks a photo. */
  illustration?: StaticImageData;
  children?: ReactNode;
}

/** A content page's intro from its `title`, `lead`, `photo` and `imageAlt` blocks. */
export function ContentIntro({ text, illustration, children }: ContentIntroProps) {
  const title = text.line('title');
  const photo = text.photo('photo');
  const alt = text.plain('imageAlt');
  return (
    <PageIntro
      title={title?.text ?? ''}
      titleLang={title?.lang}
      lead={text.rich('lead', 'lead rich-text--flush')}
      image={illustration && { src: illustration, alt }}
      photo={photo && { image: photo, alt }}
    >
      {children}
    </PageIntro>
  );
}
