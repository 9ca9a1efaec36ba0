import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Ancestor } from '@/features/breeding/coi';
import type { Pedigree } from '@/features/breeding/pedigree';

/** The generations a page shows: parents to great-great-grandparents, 16 rows at the back. */
const SHOWN = 4;

/** Each generation's places, sire before dam, as the rows of a pedigree table read them. */
function generations(tree: Pedigree): (Ancestor | null)[][] {
  let row: (Ancestor | null)[] = [tree.sire ?? null, tree.dam ?? null];
  const all = [row];
  for (let generation = 2; generation <= SHOWN; generation += 1) {
    row = row.flatMap((animal) => [animal?.sire ?? null, animal?.dam ?? null]);
    all.push(row);
  }
  return all;
}

/**
 * A dog's pedigree as a printed one reads: each generation a column, an animal's parents beside
 * it, its registration number under its name. A litter's (no `name`) starts at its parents.
 */
export async function PedigreeTable({
  tree,
  name,
  coi,
  generations: known,
}: {
  tree: Pedigree;
  name?: string;
  coi: number;
  generations: number;
}) {
  if (!tree.sire && !tree.dam) return null;
  const [t, format] = await Promise.all([getTranslations('Pedigree'), getFormatter()]);
  const columns = generations(tree);
  const rows = 2 ** SHOWN;
  const cell = (animal: Ancestor | null, span: number, key: string): ReactNode => (
    <td key={key} rowSpan={span}>
      {animal ? (
        <>
          <span className="pedigree__name">{animal.name}</span>
          {animal.registration && (
            <span className="pedigree__registration d-block small text-body-secondary">
              {animal.registration}
            </span>
          )}
        </>
      ) : (
        <span className="text-body-secondary">{t('unknown')}</span>
      )}
    </td>
  );
  return (
    <section className="mt-5 pedigree" aria-labelledby="dog-pedigree">
      <h2 id="dog-pedigree" className="h3 mb-3">
        {name === undefined ? t('litterTitle') : t('title', { name })}
      </h2>
      {/* Focusable: on a phone the keyboard scrolls it sideways too. */}
      <div className="pedigree__scroll" tabIndex={0}>
        <table className="pedigree__table" data-testid="pedigree">
          <thead>
            <tr>
              {columns.map((_, i) => (
                <th key={i} scope="col">
                  {t('generation', { generation: String(i + 1) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, r) => (
              <tr key={r}>
                {columns.map((column, g) => {
                  const span = rows / column.length;
                  return r % span === 0 ? cell(column[r / span] ?? null, span, `${g}-${r}`) : null;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small">
        {t('coi', {
          coi: format.number(coi, { style: 'percent', maximumFractionDigits: 1 }),
          generations: known,
        })}
      </p>
    </section>
  );
}
