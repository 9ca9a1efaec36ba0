import type { ReactNode } from 'react';

/** One line of a fact list: what it is and its value. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/** A dog's or a puppy's facts as a description list, a label and its value a row. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="dog-facts">
      {facts.map(({ label, value }, i) => (
        <div key={i} className="dog-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
