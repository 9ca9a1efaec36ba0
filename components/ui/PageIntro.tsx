import type { StaticImageData } from 'next/image';
import type { CSSProperties, ReactNode } from 'react';
import type { DogImage } from '@/lib/validation/responses';
import { Illustration } from './Illustration';
import { Photo } from './Photo';

interface PageIntroProps {
  title: string;
  /** Set when the title is an English fallback on another language's page. */
  titleLang?: string;
  /** A plain lead is drawn as one paragraph; the breeder's rich text comes as its own element. */
  lead: ReactNode;
  image?: { src: StaticImageData; alt: string };
  /** The breeder's photo, shown instead of the drawn illustration. */
  photo?: { image: DogImage; alt: string } | null;
  children?: ReactNode;
}

/** The heading block every content page opens with: title, lead text and an illustration. */
export function PageIntro({ title, titleLang, lead, image, photo, children }: PageIntroProps) {
  const pictured = Boolean(photo || image);
  return (
    <section className="page-intro">
      <div className="container py-5">
        <div className="row align-items-center g-4">
          <div className={pictured ? 'col-lg-7' : 'col-12'}>
            <h1 className="display-5 mb-3" lang={titleLang}>
              {title}
            </h1>
            {typeof lead === 'string' ? <p className="lead mb-0">{lead}</p> : lead}
            {children}
          </div>
          {pictured && (
            <div className="col-lg-5 text-center">
              {photo ? (
                <Photo
                  image={photo.image}
                  alt={photo.alt}
                  sizes="(min-width: 992px) 40vw, 100vw"
                  priority
                  className="img-fluid page-intro__image"
                  style={
                    { '--ratio': String(photo.image.width / photo.image.height) } as CSSProperties
                  }
                />
              ) : (
                image && (
                  <Illustration
                    src={image.src}
                    alt={image.alt}
                    className="img-fluid page-intro__image"
                  />
                )
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
