/**
 * The alert banner's store (SPEC §3): any component raises a message with `showMessage`, which
 * sends a window event; the banner listens, shows it and hides it again after 10 s.
 */
export const SHOW_MESSAGE_EVENT = 'show-message';
export const ALERT_TIMEOUT_MS = 10_000;

export type MessageType = 'success' | 'error' | 'danger' | 'warning' | 'info';
export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ShowMessageDetail {
  type: MessageType;
  /** Translation keys (`apiErrors`, `Messages`) or plain text. */
  messages: string[];
}

export interface AlertState {
  id: number;
  variant: AlertVariant;
  messages: string[];
}

export function variantOf(type: MessageType): AlertVariant {
  return type === 'error' ? 'danger' : type;
}

export function showMessage(detail: ShowMessageDetail): void {
  window.dispatchEvent(new CustomEvent<ShowMessageDetail>(SHOW_MESSAGE_EVENT, { detail }));
}

/** Takes the banner's message down: what it said no longer holds (a retry succeeded). */
export const HIDE_MESSAGE_EVENT = 'hide-message';

export function hideMessage(): void {
  window.dispatchEvent(new Event(HIDE_MESSAGE_EVENT));
}

export interface AlertStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AlertState | null;
  show(detail: ShowMessageDetail): void;
  dismiss(): void;
}

export function createAlertStore(timeoutMs = ALERT_TIMEOUT_MS): AlertStore {
  let state: AlertState | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: AlertState | null) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const dismiss = () => {
    clearTimeout(timer);
    timer = undefined;
    if (state) set(null);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    show({ type, messages }) {
      const texts = messages.filter((m) => typeof m === 'string' && m.trim() !== '');
      if (texts.length === 0) return;
      clearTimeout(timer);
      set({ id: nextId++, variant: variantOf(type), messages: texts });
      timer = setTimeout(dismiss, timeoutMs);
    },
    dismiss,
  };
}
