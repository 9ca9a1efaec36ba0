'use client';

import { useCallback, useEffect, useRef } from 'react';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getValues' | 'setValue'>;

/** What a field shows before the form's script runs: the stored value. */
type Stored = { defaultValue?: string; defaultChecked?: boolean };

const asText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).replace(/\r\n/g, '\n');

/**
 * react-hook-form's `register`, with the stored value in the server's HTML. react-hook-form
 * fills its fields only once its script runs: until then an edit screen would paint empty, and
 * what the breeder typed meanwhile would give way to the stored value. Here every field is drawn
 * with its stored value, and a field changed before the script ran keeps what was typed (it
 * becomes the form's value, as if typed afterwards). `field` takes a text field, a list or a
 * switch; `choice` one radio button of a group.
 */
export function useStoredFields<T extends FieldValues>(form: Form<T>) {
  const { register, getValues, setValue } = form;
  const running = useRef(false);
  const typed = useRef(new Map<FieldPath<T>, unknown>());

  useEffect(() => {
    running.current = true;
    for (const [name, value] of typed.current) {
      setValue(name, value as never, { shouldDirty: true });
    }
    typed.current.clear();
  }, [setValue]);

  /** Notes what the element holds when it differs from the stored value, before the form runs. */
  const watchTyped = useCallback(
    <N extends FieldPath<T>>(
      name: N,
      props: UseFormRegisterReturn<N>,
      differs: (element: HTMLInputElement) => unknown,
    ): UseFormRegisterReturn<N> => ({
      ...props,
      ref: (element: HTMLInputElement | null) => {
        if (element && !running.current) {
          const value = differs(element);
          if (value !== undefined) typed.current.set(name, value);
        }
        props.ref(element);
      },
    }),
    [],
  );

  const field = useCallback(
    <N extends FieldPath<T>>(
      name: N,
      options?: RegisterOptions<T, N>,
    ): UseFormRegisterReturn<N> & Stored => {
      const stored = getValues(name);
      const props = register(name, options);
      if (typeof stored === 'boolean') {
        return {
          ...watchTyped(name, props, (el) => (el.checked !== stored ? el.checked : undefined)),
          defaultChecked: stored,
        };
      }
      const text = asText(stored);
      const parse = (value: string) =>
        options?.setValueAs ? (options.setValueAs(value) as unknown) : value;
      return {
        ...watchTyped(name, props, (el) =>
          asText(el.value) !== text ? parse(el.value) : undefined,
        ),
        defaultValue: text,
      };
    },
    [getValues, register, watchTyped],
  );

  const choice = useCallback(
    <N extends FieldPath<T>>(
      name: N,
      value: string,
      options?: RegisterOptions<T, N>,
    ): UseFormRegisterReturn<N> & Stored & { value: string } => {
      const checked = asText(getValues(name)) === value;
      const props = register(name, options);
      return {
        ...watchTyped(name, props, (el) => (el.checked && !checked ? value : undefined)),
        value,
        defaultChecked: checked,
      };
    },
    [getValues, register, watchTyped],
  );

  return { field, choice };
}
