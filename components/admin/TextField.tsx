'use client';

import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError } from 'react-hook-form';
import { useErrorText } from '@/lib/client/error-text';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'isInvalid'>;

interface TextFieldProps extends ControlProps {
  id: string;
  label: ReactNode;
  error?: FieldError;
  help?: ReactNode;
}

/** A labelled input with its help text and translated error, both tied to it for screen readers. */
export function TextField({ id, label, error, help, className, ...control }: TextFieldProps) {
  const errorText = useErrorText();
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...control}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {errorText(error.message)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
