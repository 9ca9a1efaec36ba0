import type { ReactNode } from 'react';

interface LabelledFieldProps {
  /** The id of the control among the children, which the label names. */
  id: string;
  label: ReactNode;
  /** The wrapper's classes: its column or spacing. */
  className?: string;
  labelClass?: string;
  /** The control, then any hint under it. */
  children: ReactNode;
  /** The field's refusal under it, if any. */
  error?: ReactNode;
}

/**
 * A hand-written form's field: its label, its control, and its refusal under it. Plain markup with
 * no script of its own, so the public pages' server-rendered forms use it as the admin's do.
 */
export function LabelledField({
  id,
  label,
  className,
  labelClass = 'form-label',
  children,
  error,
}: LabelledFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}
