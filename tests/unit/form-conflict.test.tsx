// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveConflict } from '@/components/admin/SaveConflict';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { renderWithIntl } from '../support/intl';

// A versioned form's answer to a 409 (the dog, litter, facts… forms): what only the other side changed comes into the
// form, what both changed is shown side by side, and nothing typed is lost until the breeder
// chooses.

interface Stored {
  name: string;
  price: number;
  note: string;
  version: number;
}
type Fields = Omit<Stored, 'version'>;

const KNOWN: Stored = { name: 'Bruno', price: 2500, note: 'calm', version: 3 };
const THEIRS: Stored = { name: 'Bruno', price: 2800, note: 'playful', version: 4 };
const toFields = (record: Stored): Fields => ({
  name: record?.name ?? '',
  price: record?.price ?? 0,
  note: record?.note ?? '',
});

let form: UseFormReturn<Fields> | undefined;
let conflict: { begin: (theirs: Stored) => void; known: Stored } | undefined;
const save = vi.fn();

function RecordForm() {
  const methods = useForm<Fields>({ defaultValues: toFields(KNOWN) });
  const found = useVersionedSave({
    form: methods,
    initial: KNOWN,
    toFields,
    paths: ['name', 'price', 'note'],
    address: '/records/1',
    resubmit: save,
  });
  useEffect(() => {
    form = methods;
    conflict = found;
  });
  return (
    <form>
      <SaveConflict
        save={found}
        label={(path) => `label:${path}`}
        show={(path, fields) => String(fields[path as keyof Fields])}
        busy={false}
      />
    </form>
  );
}

afterEach(() => {
  save.mockReset();
});

describe('a record form refused with 409', () => {
  function refusedAfterTyping() {
    renderWithIntl(<RecordForm />);
    // Here the note was edited; there the price and the note.
    act(() => form!.setValue('note', 'shy', { shouldDirty: true }));
    act(() => conflict!.begin(THEIRS));
  }

  it('takes in what only they changed and shows what both changed', () => {
    refusedAfterTyping();
    expect(form!.getValues()).toEqual({ name: 'Bruno', price: 2800, note: 'shy' });
    expect(screen.getByText(/label:price/)).toBeTruthy();
    expect(screen.queryByTestId('conflict-price')).toBeNull();
    const clash = screen.getByTestId('conflict-note');
    expect(clash.textContent).toContain('playful');
    expect(clash.textContent).toContain('shy');
  });

  it('saves mine based on their version', () => {
    refusedAfterTyping();
    fireEvent.click(screen.getByRole('button', { name: 'Save with my version' }));
    expect(save).toHaveBeenCalledWith(THEIRS);
    expect(conflict!.known).toEqual(THEIRS);
    expect(form!.getValues('note')).toBe('shy');
  });

  it('or loads theirs and closes the panel', () => {
    refusedAfterTyping();
    fireEvent.click(screen.getByRole('button', { name: 'Discard mine and load theirs' }));
    expect(save).not.toHaveBeenCalled();
    expect(conflict!.known).toEqual(THEIRS);
    expect(form!.getValues()).toEqual(toFields(THEIRS));
    expect(screen.queryByRole('button', { name: 'Save with my version' })).toBeNull();
  });
});
