import { rmSync } from 'node:fs';
import {
  emptyDataDir,
  freePort,
  startSiteProcess,
  stopProcess,
} from '../../scripts/lib/server-process';
import { startSmtpServer, type TestSmtpServer } from '../api/support/smtp';
import { expect, test as base } from './hydration';

/**
 * A site of its own that sends mail to a local SMTP server, which the test reads: the same
 * production build on a free port with an empty data directory (first run: sign-up).
 */
export const test = base.extend<{ mailSite: { url: string; smtp: TestSmtpServer } }>({
  mailSite: [
    async ({}, provide) => {
      const smtp = await startSmtpServer(await freePort());
      const port = await freePort();
      const dataDir = emptyDataDir('kennel-mail-');
      try {
        const child = await startSiteProcess(port, {
          ...process.env,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'kennel@example.com',
        });
        try {
          await provide({ url: `http://localhost:${port}`, smtp });
        } finally {
          await stopProcess(child);
        }
      } finally {
        await smtp.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ mailSite }, provide) => provide(mailSite.url),
});

export { expect };
export type { TestSmtpServer };
