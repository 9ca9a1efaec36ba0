import { Fragment } from 'react';
import { ibanGroups } from '@/lib/iban';

/**
 * An IBAN in groups of four, spaced by margins rather than spaces: read easily, and copied as the
 * one string a bank's form takes.
 */
export function Iban({ value, className }: { value: string; className?: string }) {
  return (
    <span className={`iban font-monospace${className ? ` ${className}` : ''}`} data-testid="iban">
      {ibanGroups(value).map((group, index) => (
        // A line may break between groups on a narrow phone (<wbr> copies as nothing).
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="iban__group">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
