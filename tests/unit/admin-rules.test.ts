// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { createSaveQueue, moveItem } from '@/lib/client/reorder';
import { fitsAsIs, fitWithin, MAX_SIDE, shrinkAttempts } from '@/lib/client/shrink-image';
import { adminDogId, loginPath } from '@/lib/paths.mjs';
import { dogCreateSchema } from '@/features/dogs/schema';
import { MAX_FILE_BYTES } from '@/lib/validation/upload';

describe('shrinking phone photos', () => {
  it('sends small JPEG, PNG and WebP files as they are, and shrinks anything else', () => {
    expect(fitsAsIs({ type: 'image/jpeg', size: MAX_FILE_BYTES })).toBe(true);
    expect(fitsAsIs({ type: 'image/webp', size: 1000 })).toBe(true);
    expect(fitsAsIs({ type: 'image/jpeg', size: MAX_FILE_BYTES + 1 })).toBe(false);
    expect(fitsAsIs({ type: 'image/heic', size: 1000 })).toBe(false);
  });

  it('lowers the quality first, then the size, down to a small photo', () => {
    const attempts = shrinkAttempts();
    expect(attempts[0]).toEqual({ maxSide: MAX_SIDE, quality: 0.85 });
    expect(attempts[1]).toEqual({ maxSide: MAX_SIDE, quality: 0.75 });
    expect(attempts[3]!.maxSide).toBeLessThan(MAX_SIDE);
    const sides = attempts.map((a) => a.maxSide);
    expect(sides).toEqual([...sides].sort((a, b) => b - a));
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(320);
  });

  it('keeps the aspect ratio and never enlarges', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
});

describe('reordering photos', () => {
  it('moves an item to another place and clamps to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('saves the orders one after another, and only the latest answer counts', async () => {
    const enqueue = createSaveQueue();
    const sent: string[] = [];
    const answers: Record<string, (ok: boolean) => void> = {};
    const send = (order: string) => () =>
      new Promise<string>((resolve, reject) => {
        sent.push(order);
        answers[order] = (ok) => (ok ? resolve(order) : reject(new Error(order)));
      });
    const first = enqueue(send('bac'));
    const second = enqueue(send('bca'));
    const third = enqueue(send('abc'));
    await Promise.resolve();
    expect(sent).toEqual(['bac']); // the next waits for the answer to this one
    answers.bac!(false); // a failed save does not stop the ones after it
    await expect(first.result).rejects.toThrow('bac');
    expect(first.isLatest()).toBe(false);
    await vi.waitFor(() => expect(sent).toEqual(['bac', 'bca']));
    answers.bca!(true);
    await expect(second.result).resolves.toBe('bca');
    expect(second.isLatest()).toBe(false); // a later move is on the screen: keep it
    await vi.waitFor(() => expect(sent).toEqual(['bac', 'bca', 'abc']));
    answers.abc!(true);
    await expect(third.result).resolves.toBe('abc');
    expect(third.isLatest()).toBe(true);
  });
});

describe('admin routes', () => {
  it('remembers the wanted page in the login address', () => {
    expect(loginPath('/admin/products/add')).toBe('/login?redirect=%2Fadmin%2Fproducts%2Fadd');
  });

  it('takes only positive whole numbers as dog ids', () => {
    expect(adminDogId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '99999999999']) {
      expect(adminDogId(bad)).toBeNull();
    }
  });

  it('refuses an empty dog form with one translated key per required field', () => {
    const result = dogCreateSchema.safeParse({
      name: '',
      color: '',
      gender: '',
      birthday: '',
      price: null,
      enabled: true,
      foundParent: false,
      description: { en: '', hu: '', de: '' },
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'required',
      color: 'invalidColor',
      gender: 'invalidGender',
      birthday: 'invalidBirthday',
    });
  });
});

async function failure(request: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await request;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
}

describe('the browser API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns an error answer into its messages and wait time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'validationFailed', errors: [{ msg: 'required', path: 'name' }] },
          { status: 422, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const error = await failure(apiFetch('/admin/dogs', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(422);
    expect(error.messages).toEqual(['required']);
    expect(error.errors).toEqual([{ msg: 'required', path: 'name' }]);
    expect(error.retryAfter).toBe(120);
  });

  it('falls back to the message, or to a generic one for a non-JSON answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await failure(apiFetch('/info'));
    expect(error.messages).toEqual(['serverError']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await failure(apiFetch('/info'))).messages).toEqual(['networkError']);
  });

  it('sends JSON with the session cookie and reads the answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiFetch('/info', { method: 'PUT', body: { email: 'a@b.hu' } })).toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/info', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.hu"}',
    });
  });
});
