import 'server-only';

/**
 * Mail settings from the environment: `SMTP_URL` (e.g. `smtp://user:pass@host:587`, `smtps://`
 * for TLS from the first byte) and `MAIL_FROM`. Without `SMTP_URL` no mail is sent at all: the
 * inbox still gets every enquiry.
 */
export interface MailConfig {
  url: string;
  /** The sender of every message; the breeder's address when MAIL_FROM is not set. */
  from: string | null;
  /** Who hears of each enquiry: NOTIFY_EMAIL, else the site info e-mail (read when sending). */
  notify: string | null;
}

export function mailConfig(
  env: Record<string, string | undefined> = process.env,
): MailConfig | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  return {
    url,
    from: env.MAIL_FROM?.trim() || null,
    notify: env.NOTIFY_EMAIL?.trim() || null,
  };
}

/** A number of days from the environment: default 365, fractions allowed. */
function daysSetting(value: string | undefined): number {
  const days = Number(value?.trim() || 365);
  return Number.isFinite(days) && days > 0 ? days : 365;
}

/** How many days an enquiry is kept: ENQUIRY_RETENTION_DAYS (default 365; fractions allowed). */
export const retentionDays = (env: Record<string, string | undefined> = process.env) =>
  daysSetting(env.ENQUIRY_RETENTION_DAYS);

/** How long a closed application is kept: APPLICATION_RETENTION_DAYS (default 365). */
export const applicationRetentionDays = (env: Record<string, string | undefined> = process.env) =>
  daysSetting(env.APPLICATION_RETENTION_DAYS);

export const retentionMs = (env?: Record<string, string | undefined>) =>
  retentionDays(env) * 24 * 60 * 60 * 1000;

/**
 * The most mails with a person's own link (./link-mail.ts) one sender address may cause in an
 * hour: LINK_MAILS_PER_ADDRESS (default 20; 0 holds them all). Past it they are held, not lost.
 */
export function linkMailsPerAddress(env: Record<string, string | undefined> = process.env): number {
  const value = env.LINK_MAILS_PER_ADDRESS?.trim();
  const cap = value ? Number(value) : 20;
  return Number.isInteger(cap) && cap >= 0 ? cap : 20;
}
