import type { ReactNode } from 'react';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';

interface PedigreeAndTransportProps {
  /** Headings of the two panels (the home page has them; a dog page does without). */
  titles?: { pedigree: ReactNode; transport: ReactNode };
  pedigree: ReactNode;
  transport: ReactNode;
  /** The texts are the breeder's rich text (blocks of their own), not a paragraph's content. */
  blocks?: boolean;
  transportLink: string;
}

/** The pedigree export note (350 EUR extra) next to the way to the transport page. */
export function PedigreeAndTransport({
  titles,
  pedigree,
  transport,
  transportLink,
  blocks = false,
}: PedigreeAndTransportProps) {
  return (
    <section className="container py-5">
      <div className="row g-4">
        <div className="col-md-6">
          <div className="info-panel h-100">
            {titles && <h2 className="h4">{titles.pedigree}</h2>}
            {blocks ? pedigree : <p className="mb-0">{pedigree}</p>}
          </div>
        </div>
        <div className="col-md-6">
          <div className="info-panel h-100">
            {titles && <h2 className="h4">{titles.transport}</h2>}
            {blocks ? transport : <p>{transport}</p>}
            <PrefetchLink href={publicPaths.transport} className="btn btn-outline-primary">
              {transportLink}
            </PrefetchLink>
          </div>
        </div>
      </div>
    </section>
  );
}
