'use client';

import type { ReactNode } from 'react';
import { useTranslations } from '@/lib/client/intl';

interface ListFieldProps {
  id: string;
  legend: ReactNode;
  lines: string[];
  onChange: (lines: string[]) => void;
  /** Characters per line. */
  max: number;
  maxItems: number;
  locale: string;
  /** A translated error of the list or one of its lines. */
  error?: string;
}

/** A list of short lines (what the price includes…): each editable, removable, movable. */
export function ListField({
  id,
  legend,
  lines,
  onChange,
  max,
  maxItems,
  locale,
  error,
}: ListFieldProps) {
  const t = useTranslations('AdminPages');
  const set = (index: number, text: string) =>
    onChange(lines.map((line, i) => (i === index ? text : line)));
  const move = (index: number, to: number) => {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(to, 0, line!);
    onChange(next);
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 fw-semibold">{legend}</legend>
      <ol className="list-unstyled mb-2">
        {lines.map((line, index) => {
          const lineId = `${id}-${index}`;
          const over = line.length > max;
          return (
            <li key={index} className="d-flex flex-wrap align-items-center gap-1 mb-2">
              <label htmlFor={lineId} className="visually-hidden">
                {t('line', { number: index + 1 })}
              </label>
              <input
                id={lineId}
                type="text"
                lang={locale}
                className={`form-control flex-grow-1 page-list-line${over ? ' is-invalid' : ''}`}
                value={line}
                onChange={(event) => set(index, event.target.value)}
                aria-invalid={over || undefined}
              />
              <LineAction
                label={t('lineUp')}
                line={index + 1}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <LineAction
                label={t('lineDown')}
                line={index + 1}
                disabled={index === lines.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <LineAction
                label={t('lineRemove')}
                line={index + 1}
                danger
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />
              <span className={`small w-100 ${over ? 'text-danger' : 'text-body-secondary'}`}>
                {t('counter', { count: line.length, max })}
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={lines.length >= maxItems}
        onClick={() => onChange([...lines, ''])}
      >
        {t('lineAdd')}
      </button>
      {error && (
        <div id={`${id}-error`} className="text-danger small mt-1">
          {error}
        </div>
      )}
    </fieldset>
  );
}

interface LineActionProps {
  label: string;
  /** The line's number, read after the label by screen readers. */
  line: number;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A small button acting on one line (up, down, remove), naming that line for screen readers. */
function LineAction({ label, line, danger, disabled, onClick }: LineActionProps) {
  const t = useTranslations('AdminPages');
  return (
    <button
      type="button"
      className={`btn ${danger ? 'btn-outline-danger' : 'btn-outline-secondary'} btn-sm`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
      <span className="visually-hidden"> {t('line', { number: line })}</span>
    </button>
  );
}
