// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoredFields } from '@/lib/client/stored-fields';

// An admin form as the server draws it and as it comes alive in the browser: the stored values
// are in the HTML, and what is typed before the form's script runs is kept.

interface Fields {
  name: string;
  price: number | null;
  enabled: boolean;
  gender: 'male' | 'female';
  note: string;
}

const STORED: Fields = {
  name: 'Bruno',
  price: 2500,
  enabled: true,
  gender: 'male',
  note: 'Line one\nline two',
};

let form: UseFormReturn<Fields> | undefined;

function DogLikeForm() {
  const methods = useForm<Fields>({ defaultValues: STORED });
  useEffect(() => {
    form = methods;
  });
  const { field, choice } = useStoredFields(methods);
  return (
    <form>
      <input aria-label="name" {...field('name')} />
      <input
        aria-label="price"
        type="number"
        {...field('price', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
      />
      <input aria-label="enabled" type="checkbox" {...field('enabled')} />
      <input aria-label="male" type="radio" {...choice('gender', 'male')} />
      <input aria-label="female" type="radio" {...choice('gender', 'female')} />
      <textarea aria-label="note" {...field('note')} />
    </form>
  );
}

const input = (label: string) =>
  document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  form = undefined;
});

/** The server's HTML in the page, then (after `beforeScript`) the form's script running. */
async function serveThenHydrate(beforeScript: () => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DogLikeForm />);
  document.body.append(container);
  beforeScript();
  await act(async () => {
    hydrateRoot(container, <DogLikeForm />);
  });
}

describe('useStoredFields', () => {
  it('draws every field with its stored value in the server’s HTML', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<DogLikeForm />);
    const drawn = (label: string) =>
      html.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    expect(drawn('name').getAttribute('value')).toBe('Bruno');
    expect(drawn('price').getAttribute('value')).toBe('2500');
    expect(drawn('enabled').hasAttribute('checked')).toBe(true);
    expect(drawn('male').hasAttribute('checked')).toBe(true);
    expect(drawn('female').hasAttribute('checked')).toBe(false);
    expect(drawn('note').textContent).toBe('Line one\nline two');
  });

  it('leaves an untouched form as stored, and not dirty, once its script runs', async () => {
    await serveThenHydrate();
    expect(form!.getValues()).toEqual(STORED);
    expect(form!.formState.isDirty).toBe(false);
    expect(input('name').value).toBe('Bruno');
  });

  it('keeps what was typed and ticked before the script ran', async () => {
    await serveThenHydrate(() => {
      input('name').value = 'Bruno the Second';
      input('price').value = '2700';
      input('enabled').checked = false;
      input('female').checked = true;
    });
    expect(form!.getValues()).toEqual({
      ...STORED,
      name: 'Bruno the Second',
      price: 2700,
      enabled: false,
      gender: 'female',
    });
    expect(input('name').value).toBe('Bruno the Second');
    expect(input('female').checked).toBe(true);
    expect(input('male').checked).toBe(false);
    expect(form!.getFieldState('name').isDirty).toBe(true);
  });
});
