import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useVersionedSave } from '@/components/admin/useVersionedSave';

// A versioned form's fields as the server draws them: each with its stored value, a yes/no list
// included (react-hook-form would fill them only once its script runs).

interface Stored {
  name: string;
  passport: boolean | null;
  version: number;
}
type Fields = Omit<Stored, 'version'>;
const toFields = ({ name, passport }: Stored): Fields => ({ name, passport });

function StoredForm({ stored }: { stored: Stored }) {
  const form = useForm<Fields>({ defaultValues: toFields(stored) });
  const { input } = useVersionedSave({
    form,
    initial: stored,
    toFields,
    paths: ['name', 'passport'],
    address: '/records/1',
    idPrefix: 'record',
  });
  // A plain input and select: TextField's `error` prop has no place on them.
  const plain = (props: ReturnType<typeof input>) => ({ ...props, error: undefined });
  return (
    <form>
      <input {...plain(input('name'))} />
      <select {...plain(input('passport'))}>
        <option value="">?</option>
        <option value="true">yes</option>
        <option value="false">no</option>
      </select>
    </form>
  );
}

describe('a versioned form in the server HTML', () => {
  it('shows each stored value, a yes/no choice included', () => {
    const html = renderToString(
      <StoredForm stored={{ name: 'Bruno', passport: true, version: 1 }} />,
    );
    expect(html).toContain('id="record-name"');
    expect(html).toContain('value="Bruno"');
    expect(html).toMatch(/<option value="true" selected="">yes<\/option>/);
    const no = renderToString(
      <StoredForm stored={{ name: 'Bruno', passport: false, version: 1 }} />,
    );
    expect(no).toMatch(/<option value="false" selected="">no<\/option>/);
  });
});
