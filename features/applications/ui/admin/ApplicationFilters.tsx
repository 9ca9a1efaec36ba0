import { getTranslations } from 'next-intl/server';
import { adminPaths } from '@/lib/paths.mjs';
import {
  ANY,
  APPLICATION_GROUPS,
  PREFERRED_COLORS,
  PREFERRED_SEXES,
} from '@/features/applications/fields';

export interface ListFilters {
  status?: string;
  litter?: string;
  sex?: string;
  color?: string;
}

/**
 * The list's filters: a plain GET form, so the filtered list is an address of its own (Back and
 * reload keep it) and is rendered by the server like the first view.
 */
export async function ApplicationFilters({
  filters,
  litters,
}: {
  filters: ListFilters;
  litters: { id: number; label: string }[];
}) {
  const [t, tApply] = await Promise.all([
    getTranslations('ApplicationAdmin'),
    getTranslations('Apply'),
  ]);
  const select = (name: keyof ListFilters, label: string, options: [string, string][]) => (
    <div className="col-6 col-md-3">
      <label htmlFor={`filter-${name}`} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        className="form-select form-select-sm"
        defaultValue={filters[name] ?? ''}
      >
        <option value="">{t('anyValue')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      action={adminPaths.applications}
      className="row g-2 align-items-end mb-3"
      aria-label={t('filters')}
    >
      {select(
        'status',
        t('status'),
        APPLICATION_GROUPS.map((group) => [group, t('group', { group })]),
      )}
      {select('litter', t('litter'), [
        [ANY, t('noLitter')],
        ...litters.map((l): [string, string] => [String(l.id), l.label]),
      ])}
      {select(
        'sex',
        t('sex'),
        PREFERRED_SEXES.map((sex) => [
          sex,
          sex === ANY ? t('noPreference') : tApply('sex', { sex }),
        ]),
      )}
      {select(
        'color',
        t('color'),
        PREFERRED_COLORS.map((color) => [
          color,
          color === ANY ? t('noPreference') : tApply('color', { color }),
        ]),
      )}
      <div className="col-12">
        <button type="submit" className="btn btn-outline-primary btn-sm">
          {t('show')}
        </button>
      </div>
    </form>
  );
}
