// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FactList } from '@/components/ui/FactList';
import { ConsentCheck, ContactEmailField } from '@/components/ui/ContactFields';
import { FormField } from '@/components/ui/FormField';
import { focusFirstError } from '@/components/ui/focus-first-error';
import { PublicForm } from '@/components/ui/PublicForm';
import { TitledSection } from '@/components/ui/TitledSection';
import type { usePublicForm } from '@/lib/client/public-form';
import { MESSAGES, renderWithIntl } from '../support/intl';

type State = ReturnType<typeof usePublicForm<HTMLParagraphElement>>;

function stateOf(sent: boolean): State {
  return {
    hydrated: true,
    sent,
    setSent: vi.fn(),
    busy: false,
    setBusy: vi.fn(),
    formRef: createRef<HTMLFormElement>(),
    sentRef: createRef<HTMLParagraphElement>(),
    startOfForm: vi.fn(),
    again: vi.fn(),
  } as unknown as State;
}

describe('focusFirstError', () => {
  function form() {
    document.body.innerHTML =
      '<form><input name="name" /><input name="email" /><input name="phone" /></form>';
    return document.querySelector('form')!;
  }

  it('shows the errors, then focuses the first wrong field in the fields’ order', () => {
    const element = form();
    const show = vi.fn();
    const found = { phone: 'invalidValue', email: 'required' };
    expect(focusFirstError(element, ['name', 'email', 'phone'], found, show)).toBe(true);
    expect(show).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(element.elements.namedItem('email'));
  });

  it('answers false and leaves the focus where it is without an error', () => {
    const element = form();
    const show = vi.fn();
    expect(focusFirstError(element, ['name', 'email'], {}, show)).toBe(false);
    expect(show).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the public forms’ fields', () => {
  it('translate their own error and tie it to the control', () => {
    renderWithIntl(
      <form>
        <FormField id="f-name" label="Name" error="required">
          <input name="name" />
        </FormField>
        <ContactEmailField id="f-email" label="E-mail" />
        <ConsentCheck id="f-consent" label="I agree" error="required" />
      </form>,
    );
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('f-name-error');
    expect(document.getElementById('f-name-error')?.textContent).toBe(
      MESSAGES.en.apiErrors.required,
    );
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(email.getAttribute('maxlength')).toBe('254');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('f-consent-error')?.textContent).toBe(
      MESSAGES.en.apiErrors.required,
    );
  });
});

describe('PublicForm', () => {
  it('is a plain post before it is sent, the thanks hidden by its class', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const state = stateOf(false);
    renderWithIntl(
      <PublicForm
        name="subscribe"
        state={state}
        heading={<h2 id="subscribe-title">News</h2>}
        thanks="Thank you"
        action="/api/subscriptions"
        onChange={vi.fn()}
        onSubmit={onSubmit}
      >
        <input name="email" />
      </PublicForm>,
    );
    const section = screen.getByRole('region', { name: 'News' });
    expect(section.className).toBe('subscribe');
    const form = section.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/subscriptions');
    expect(form.className).toBe('subscribe__form');
    expect(form.noValidate).toBe(true);
    expect(document.getElementById('subscribe-sent')?.className).toBe(
      'subscribe__notice alert alert-success',
    );
    fireEvent.focus(form.querySelector('input')!);
    expect(state.startOfForm).toHaveBeenCalled();
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('once sent, shows what replaces the form', () => {
    renderWithIntl(
      <PublicForm
        name="enquiry"
        state={stateOf(true)}
        heading={<h2 id="enquiry-title">Ask</h2>}
        thanks="Thank you"
        afterSent={<button type="button">Another</button>}
        action="/api/enquiries"
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      >
        <input name="name" />
      </PublicForm>,
    );
    const section = screen.getByRole('region', { name: 'Ask' });
    expect(section.className).toBe('enquiry enquiry--sent');
    expect(section.querySelector('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Another' })).toBeTruthy();
  });
});

describe('TitledSection and FactList', () => {
  it('name the part by its heading and list the facts', () => {
    renderWithIntl(
      <TitledSection as="aside" level="h3" id="part" title="Facts" className="info-panel">
        <FactList
          facts={[
            { label: 'Colour', value: 'blue' },
            { label: 'Gender', value: 'male' },
          ]}
        />
      </TitledSection>,
    );
    const part = screen.getByRole('complementary', { name: 'Facts' });
    expect(part.className).toBe('info-panel');
    expect(part.querySelector('h3')?.className).toBe('h5');
    const rows = [...part.querySelectorAll('dl.dog-facts > div.dog-facts__row')];
    expect(rows.map((row) => row.textContent)).toEqual(['Colourblue', 'Gendermale']);
  });
});
