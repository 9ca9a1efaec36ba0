import { MIN_FILL_MS } from '@/lib/validation/patterns';

/*
 * The enquiry form's signed start in the browser (lib/server/enquiry-start.ts). The page carries
 * one from when it was rendered; when the visitor starts on the form, a fresh one is fetched, so
 * the fill time counts from then. A person who sends sooner than MIN_FILL_MS after it waits out
 * the rest behind the busy button, rather than being taken for a bot and losing the message.
 */

interface FreshStart {
  start: string;
  /** When it arrived, by this browser's clock: the server signed it no later. */
  at: number;
}

export class FormStart {
  private fresh: FreshStart | null = null;
  private asked: Promise<void> | null = null;

  constructor(private readonly rendered: string) {}

  /** Asks the server for a fresh start, once (the form shown again after a send makes a new one). */
  begin(): void {
    this.asked ??= fetch('/api/enquiries/start', { cache: 'no-store' })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: { start?: unknown } | null) => {
        if (typeof body?.start === 'string') this.fresh = { start: body.start, at: Date.now() };
      })
      .catch(() => undefined);
  }

  /** The start to send: the fresh one once it is old enough, else the page's. */
  async toSend(): Promise<string> {
    // Without one from the page, the fresh one is all there is.
    if (!this.rendered && this.asked) await this.asked;
    if (!this.fresh) return this.rendered;
    const wait = this.fresh.at + MIN_FILL_MS + 100 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return this.fresh.start;
  }
}
