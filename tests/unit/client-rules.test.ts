import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  claimChunkReload,
  isChunkLoadError,
} from '@/lib/client/chunk-reload';
import { canPrefetch } from '@/lib/client/network';
import { errorStatus } from '@/lib/error-status';
import { telHref, whatsappHref } from '@/lib/site/contact-links';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('prefetch rule', () => {
  it('prefetches on a normal online connection', () => {
    expect(canPrefetch({ online: true })).toBe(true);
    expect(canPrefetch({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ online: true, effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching offline, on 2g and with data-saver', () => {
    expect(canPrefetch({ online: false })).toBe(false);
    expect(canPrefetch({ online: true, effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ online: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ online: true, effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('chunk-load reload guard', () => {
  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload, then none for 60 s', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(claimChunkReload(storage, t0)).toBe(true);
    expect(claimChunkReload(storage, t0 + 1_000)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});

describe('errorStatus (SPEC §8)', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 404, status: 410 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
  });

  it('defaults to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 'bad' })).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});

describe('contact links', () => {
  it('builds tel: and WhatsApp links from a formatted phone number', () => {
    expect(telHref('+36 30 123 4567')).toBe('tel:+36301234567');
    expect(whatsappHref('+36 30 123 4567')).toBe('https://wa.me/36301234567');
  });
});
