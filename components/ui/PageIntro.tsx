import type { StaticImageData } from 'next/image';
import type { ReactNode } from 'react';
import { Illustration } from './Illustration';

interface PageIntroProps {
  title: string;
  lead: ReactNode;
  image?: { src: StaticImageData; alt: string };
  children?: ReactNode;
}

/** The heading block every content page opens with: title, lead text and an illustration. */
export function PageIntro({ title, lead, image, children }: PageIntroProps) {
  return (
    <section className="page-intro">
      <div className="container py-5">
        <div className="row align-items-center g-4">
          <div className={image ? 'col-lg-7' : 'col-12'}>
            <h1 className="display-5 mb-3">{title}</h1>
            <p className="lead mb-0">{lead}</p>
            {children}
          </div>
          {image && (
            <div className="col-lg-5 text-center">
              <Illustration
                src={image.src}
                alt={image.alt}
                className="img-fluid page-intro__image"
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
