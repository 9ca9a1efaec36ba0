import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

interface ApplyFieldProps {
  /** The form field's name: the control is `apply-{name}`, its error `apply-{name}-error`. */
  name: string;
  label: ReactNode;
  /** The translated error, rendered by the server after a refused post. */
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled control of the application form, with its hint and an error slot the page's script
 * fills (features/applications/client/apply-errors.ts) or the server fills after a post without JavaScript.
 */
export function ApplyField({ name, label, error, hint, children }: ApplyFieldProps) {
  const id = `apply-${name}`;
  const control = {
    id,
    name,
    className: `${children.type === 'select' ? 'form-select' : 'form-control'}${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(' '),
  };
  return (
    <div className="mb-3" data-field={name}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {cloneElement(children, control)}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      <ErrorSlot id={`${id}-error`} error={error} />
    </div>
  );
}

/** Where a field's (or a group's) error shows. */
export function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return (
    <div id={id} className={`invalid-feedback${error ? ' d-block' : ''}`}>
      {error}
    </div>
  );
}

interface ApplyChoiceProps {
  name: string;
  legend: ReactNode;
  /** `litters`: the litters (slugs) it is offered for (see litterColorStyle). */
  options: { value: string; label: string; litters?: string[] }[];
  value?: string;
  error?: string;
  required?: boolean;
}

/** A group of radio buttons (sex, colour, yes/no), one line on a phone when they fit. */
export function ApplyChoice({ name, legend, options, value, error, required }: ApplyChoiceProps) {
  const id = `apply-${name}`;
  return (
    <fieldset className="mb-3" data-field={name} aria-describedby={`${id}-error`}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((option) => (
        <div
          className="form-check form-check-inline"
          key={option.value}
          data-litters={option.litters?.join(' ')}
        >
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="radio"
            name={name}
            id={`${id}-${option.value}`}
            value={option.value}
            defaultChecked={value === option.value}
            required={required}
          />
          <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
      <ErrorSlot id={`${id}-error`} error={error} />
    </fieldset>
  );
}
