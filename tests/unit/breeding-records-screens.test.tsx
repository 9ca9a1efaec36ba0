// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DamHeats } from '@/features/breeding/ui/admin/DamHeats';
import { WhelpingLog } from '@/features/breeding/ui/admin/WhelpingLog';
import type { DamHeatsView, HeatView, WhelpingView } from '@/features/breeding/records-schema';
import { MESSAGES, renderWithIntl } from '../support/intl';

// The heats screen and the whelping log in the browser: a stale save shows both versions and
// stores nothing over the other change by itself, nothing typed is lost (a changed form is not
// replaced without asking, a reload puts it back), and the birth time is the time of saving.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/admin',
}));

// The modal loads with next/dynamic in the browser; here a plain stand-in with its buttons.
vi.mock('@/components/admin/ConfirmDialog', () => ({
  ConfirmDialog: (props: {
    show: boolean;
    title: string;
    confirmLabel: string;
    onCancel: () => void;
    onConfirm: () => Promise<void>;
  }) =>
    props.show ? (
      <div role="dialog" aria-label={props.title}>
        <p>{props.title}</p>
        <button type="button" onClick={props.onCancel}>
          keep
        </button>
        <button type="button" onClick={() => void props.onConfirm()}>
          {props.confirmLabel}
        </button>
      </div>
    ) : null,
}));

const en = MESSAGES.en;

const heat = (id: number, startedAt: string, note: string, version = 1): HeatView => ({
  id,
  dogId: 7,
  startedAt,
  progesterone: [],
  matings: [],
  ovulationAt: null,
  hint: null,
  due: null,
  litterId: null,
  note,
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const HEATS: DamHeatsView = {
  dog: { id: 7, name: 'Dora' },
  zone: 'Europe/Budapest',
  heats: [heat(2, '2026-02-01', 'second'), heat(1, '2025-08-01', 'first')],
  litters: [],
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body));
const editButtons = () => screen.getAllByRole('button', { name: en.BreedingRecords.edit });
const note = () => within(screen.getByTestId('heat-form')).getByLabelText(en.BreedingRecords.note);

describe('the heats screen', () => {
  it('shows both versions after a 409 and saves over theirs only when asked', async () => {
    renderWithIntl(<DamHeats initial={HEATS} />);
    fireEvent.click(editButtons()[0]!);
    fireEvent.change(note(), { target: { value: 'mine' } });
    const theirs = { ...heat(2, '2026-02-01', 'theirs', 2), matings: ['2026-02-10'] };
    fetchMock.mockResolvedValueOnce(answer(409, { message: 'editConflict', current: theirs }));
    fireEvent.click(screen.getByRole('button', { name: en.BreedingRecords.save }));

    const panel = await screen.findByTestId('edit-conflict');
    expect(within(panel).getByTestId('conflict-note').textContent).toContain('theirs');
    expect(within(panel).getByTestId('conflict-note').textContent).toContain('mine');
    // Only they changed the matings: taken into the form; what was typed stays.
    expect(note()).toHaveProperty('value', 'mine');
    expect(
      within(screen.getByTestId('heat-form')).getByLabelText(en.BreedingRecords.matingDay),
    ).toHaveProperty('value', '2026-02-10');
    // Saving the form again is not enough: it is still based on the version it was typed over.
    fireEvent.click(screen.getByRole('button', { name: en.BreedingRecords.save }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodyOf(1).version).toBe(1);

    fetchMock.mockResolvedValueOnce(answer(200, { ...theirs, note: 'mine', version: 3 }));
    fireEvent.click(screen.getByRole('button', { name: en.EditConflict.keepMine }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(bodyOf(2)).toMatchObject({ note: 'mine', matings: ['2026-02-10'], version: 2 });
  });

  it('asks before another heat or Cancel replaces a changed form', async () => {
    renderWithIntl(<DamHeats initial={HEATS} />);
    fireEvent.click(editButtons()[0]!);
    fireEvent.change(note(), { target: { value: 'typed' } });
    fireEvent.click(editButtons()[1]!);
    expect(await screen.findByText(en.BreedingRecords.discardTitle)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'keep' }));
    expect(note()).toHaveProperty('value', 'typed');
    fireEvent.click(screen.getByRole('button', { name: en.BreedingRecords.cancel }));
    expect(await screen.findByText(en.BreedingRecords.discardTitle)).toBeTruthy();
    expect(note()).toHaveProperty('value', 'typed');
    fireEvent.click(screen.getByRole('button', { name: en.BreedingRecords.discardChanges }));
    await waitFor(() => expect(screen.queryByTestId('heat-form')).toBeNull());
  });

  it('puts a changed form back after a reload', async () => {
    const first = renderWithIntl(<DamHeats initial={HEATS} />);
    fireEvent.click(editButtons()[1]!);
    fireEvent.change(note(), { target: { value: 'kept' } });
    first.unmount();
    renderWithIntl(<DamHeats initial={HEATS} />);
    await waitFor(() => expect(note()).toHaveProperty('value', 'kept'));
    expect(screen.getByText(en.KeptDraft.putBack)).toBeTruthy();
    expect(screen.getByTestId('heat-form').textContent).toContain('2025');
  });

  it('merges a kept form typed over an older version as after a 409', async () => {
    const old = { ...heat(2, '2026-02-01', 'older'), version: 0 };
    const typed = {
      startedAt: '2026-02-01',
      results: [],
      matings: [],
      ovulationAt: '',
      litterId: '',
    };
    localStorage.setItem(
      'heat-draft:7',
      JSON.stringify({
        version: 0,
        base: { ...typed, note: old.note, heatId: 2 },
        content: { ...typed, note: 'typed then', heatId: 2 },
      }),
    );
    renderWithIntl(<DamHeats initial={HEATS} />);
    const panel = await screen.findByTestId('edit-conflict');
    expect(within(panel).getByTestId('conflict-note').textContent).toContain('second');
    expect(note()).toHaveProperty('value', 'typed then');
    // A plain save stays based on the version it was typed over.
    fireEvent.click(screen.getByRole('button', { name: en.BreedingRecords.save }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0).version).toBe(0);
  });
});

const LOG: WhelpingView = {
  litterId: 5,
  mother: 'Dora',
  status: 'expected',
  matedAt: '2026-10-06',
  earliestBirth: '2026-12-01',
  bornAt: null,
  born: { males: 0, females: 0, colors: {} },
  entries: [],
  recordedByHand: false,
  bornAudience: 0,
  zone: 'Europe/Budapest',
  version: 4,
};

function typePuppy() {
  const form = screen.getByTestId('whelping-form');
  fireEvent.click(within(form).getByRole('button', { name: 'Female' }));
  fireEvent.change(within(form).getByLabelText(en.BreedingRecords.colourLabel), {
    target: { value: 'fawn' },
  });
  fireEvent.change(within(form).getByLabelText(en.BreedingRecords.weightLabel), {
    target: { value: '310' },
  });
  return form;
}

describe('the whelping log', () => {
  it('logs a birth at the time it is saved unless the breeder set the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Opened at 23:00 in Budapest, saved at 01:30 the next day.
    vi.setSystemTime(new Date('2026-12-01T22:00:00Z'));
    renderWithIntl(<WhelpingLog initial={LOG} name="Dora’s litter" now="2026-12-01T23:00" />);
    vi.setSystemTime(new Date('2026-12-02T00:30:00Z'));
    const form = typePuppy();
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'validationFailed', errors: [] }));
    fireEvent.click(within(form).getByRole('button', { name: /Save puppy 1/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0).puppies[0].bornAt).toBe('2026-12-02T00:30:00.000Z');
    expect(within(form).getByLabelText(/Born at/)).toHaveProperty('value', '2026-12-02T01:30');
  });

  it('shows the earliest birth as a date, and refusals of no field inside the form', async () => {
    renderWithIntl(<WhelpingLog initial={LOG} name="Dora’s litter" now="2026-12-01T23:00" />);
    expect(screen.getByText(/Dec 1, 2026/)).toBeTruthy();
    const form = typePuppy();
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        message: 'validationFailed',
        errors: [{ msg: 'whelpingClosed', path: 'status' }],
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: /Save puppy 1/ }));
    expect(await within(form).findByText(en.apiErrors.whelpingClosed)).toBeTruthy();
    expect(within(form).getByLabelText(en.BreedingRecords.weightLabel)).toHaveProperty(
      'value',
      '310',
    );
  });

  it('keeps the typed puppy when the litter closed meanwhile, and after a reload', async () => {
    const first = renderWithIntl(
      <WhelpingLog initial={LOG} name="Dora’s litter" now="2026-12-01T23:00" />,
    );
    const form = typePuppy();
    fetchMock.mockResolvedValueOnce(
      answer(409, { message: 'editConflict', current: { ...LOG, status: 'closed', version: 5 } }),
    );
    fireEvent.click(within(form).getByRole('button', { name: /Save puppy 1/ }));
    const unsaved = await screen.findByTestId('whelping-unsaved');
    expect(unsaved.textContent).toContain('310');
    first.unmount();
    renderWithIntl(<WhelpingLog initial={LOG} name="Dora’s litter" now="2026-12-01T23:00" />);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('whelping-form')).getByLabelText(en.BreedingRecords.weightLabel),
      ).toHaveProperty('value', '310'),
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: en.KeptDraft.discard }));
    });
    expect(localStorage.getItem('whelping-draft:5')).toBeNull();
  });

  it('asks a litter recorded as born by hand to confirm starting its log', async () => {
    renderWithIntl(
      <WhelpingLog
        initial={{ ...LOG, status: 'born', bornAt: '2026-12-01', recordedByHand: true }}
        name="Dora’s litter"
        now="2026-12-01T23:00"
      />,
    );
    const form = typePuppy();
    fireEvent.click(within(form).getByLabelText(en.BreedingRecords.confirmStartLog));
    fetchMock.mockResolvedValueOnce(answer(201, { ...LOG, version: 5 }));
    fireEvent.click(within(form).getByRole('button', { name: /Save puppy 1/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0).confirmStartLog).toBe(true);
  });
});
