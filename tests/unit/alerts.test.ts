import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMEOUT_MS, createAlertStore, variantOf } from '@/lib/client/alerts';

describe('alert store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message with the variant of its type and notifies subscribers', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ type: 'error', messages: ['apiErrors.invalidCredentials'] });
    expect(store.getSnapshot()).toMatchObject({
      variant: 'danger',
      messages: ['apiErrors.invalidCredentials'],
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hides itself after 10 seconds, not before', () => {
    const store = createAlertStore();
    store.show({ type: 'success', messages: ['Saved'] });
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    expect(store.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
    expect(ALERT_TIMEOUT_MS).toBe(10_000);
  });

  it('restarts the countdown when a new message replaces the old one', () => {
    const store = createAlertStore();
    store.show({ type: 'info', messages: ['first'] });
    vi.advanceTimersByTime(8_000);
    store.show({ type: 'warning', messages: ['second'] });
    vi.advanceTimersByTime(8_000);
    expect(store.getSnapshot()).toMatchObject({ variant: 'warning', messages: ['second'] });
    vi.advanceTimersByTime(2_000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('can be dismissed by hand, and the pending timer no longer fires', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ type: 'info', messages: ['hello'] });
    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a message with no text', () => {
    const store = createAlertStore();
    store.show({ type: 'info', messages: ['', '  '] });
    expect(store.getSnapshot()).toBeNull();
  });

  it('maps message types to Bootstrap variants', () => {
    expect(variantOf('error')).toBe('danger');
    expect(variantOf('danger')).toBe('danger');
    expect(variantOf('success')).toBe('success');
    expect(variantOf('warning')).toBe('warning');
    expect(variantOf('info')).toBe('info');
  });
});
