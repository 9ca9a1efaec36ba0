'use client';

import type { ComponentProps } from 'react';
import { PhotoManager } from './PhotoManager';

type PhotosSectionProps = ComponentProps<typeof PhotoManager> & {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
};

/** A record's photos below its form (a litter's, a news post's): a heading and the manager. */
export function PhotosSection({ id, title, ...manager }: PhotosSectionProps) {
  return (
    <section className="mt-5" aria-labelledby={id}>
      <h2 id={id} className="h4">
        {title}
      </h2>
      <PhotoManager {...manager} />
    </section>
  );
}
