import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

export interface HtmlError {
  /** The label the document was added with. */
  label: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** "label:line: message — extract", for an assertion's diff. */
export const describeError = (e: HtmlError) =>
  `${e.label}:${e.lastLine ?? '?'}: ${e.message} — ${e.extract?.trim() ?? ''}`;

/** A document with one known error: if the checker stops reporting it, the check is broken. */
const CANARY = {
  label: 'canary',
  html: '<!DOCTYPE html><html lang="en"><title>x</title><a href="/"><button>x</button></a>',
  message: 'The element “button” must not appear as a descendant of the “a” element.',
};

/** HTML documents collected under a label each, then checked together by the Nu Html Checker. */
export class HtmlDocuments {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'kennel-vnu-'));
  private readonly labels = new Map<string, string>();

  add(label: string, html: string) {
    const name = `${this.labels.size}-${label.replace(/[^a-z0-9]+/gi, '-')}.html`;
    const file = path.join(this.dir, name);
    writeFileSync(file, html);
    this.labels.set(file, label);
  }

  /** Runs the checker once over every document (its JVM takes seconds to start): the errors. */
  async errors(): Promise<HtmlError[]> {
    this.add(CANARY.label, CANARY.html);
    try {
      const { stderr } = await promisify(execFile)(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...this.labels.keys()],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { code?: number; stderr?: string }) => {
        // Exit status 1 means "errors found"; anything else is a failure of the checker itself.
        if (error.code === 1 && error.stderr) return { stderr: error.stderr };
        throw error;
      });
      const { messages } = JSON.parse(stderr) as {
        messages: (Omit<HtmlError, 'label'> & { type: string; subType?: string; url?: string })[];
      };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map(({ url, lastLine, message, extract }) => {
          const file = url ? decodeURIComponent(new URL(url).pathname) : '?';
          return { label: this.labels.get(file) ?? file, lastLine, message, extract };
        });
      const canary = errors.filter((e) => e.label === CANARY.label);
      if (canary.length !== 1 || canary[0]!.message !== CANARY.message) {
        throw new Error(`the checker missed the canary's error: ${stderr}`);
      }
      return errors.filter((e) => e.label !== CANARY.label);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
