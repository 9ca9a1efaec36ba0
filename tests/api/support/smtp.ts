import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope and the decoded text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  /** The files of a multipart message, decoded. */
  attachments: MailFile[];
}

export interface MailFile {
  filename: string;
  contentType: string;
  content: string;
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header (RFC 2047). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One entity (a whole message or a part): its headers and its body, decoded. */
function parseEntity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, body: decoded };
}

/** The leaf parts of a multipart body (nested multiparts flattened), or the entity itself. */
function leaves(entity: { headers: Record<string, string>; body: string }, raw: string) {
  const type = entity.headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [entity];
  const split = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts = body.split(`--${boundary}`).slice(1);
  return parts
    .filter((part) => !part.startsWith('--'))
    .flatMap((part): { headers: Record<string, string>; body: string }[] => {
      const trimmed = part.replace(/^\r?\n/, '');
      return leaves(parseEntity(trimmed), trimmed);
    });
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const message = parseEntity(raw);
  const parts = leaves(message, raw);
  const isFile = (headers: Record<string, string>) =>
    /attachment|filename=/i.test(headers['content-disposition'] ?? '');
  const textPart = parts.find((part) => !isFile(part.headers)) ?? message;
  const attachments = parts
    .filter((part) => isFile(part.headers))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: part.headers['content-type'] ?? '',
      content: part.body,
    }));
  return {
    from,
    to,
    headers: message.headers,
    subject: message.headers.subject ?? '',
    text: textPart.body.replace(/\r\n/g, '\n'),
    attachments,
  };
}

/** The login the test server takes: SMTP_URL's credentials must reach it. */
export const SMTP_LOGIN = { user: 'kennel', pass: 's3cret:pass' };

/** A real SMTP server on localhost (no TLS, SMTP_LOGIN only) that keeps what it receives. */
export interface TestSmtpServer {
  port: number;
  /** The site's SMTP_URL for this server, with SMTP_LOGIN. */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused for good (`550`, as for an unknown mailbox), and each try at them. */
  rejected: Set<string>;
  refusals: string[];
  /** Resolves once `count` messages have come in, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  const refusals: string[] = [];
  let server: SMTPServer;
  let listening = port;
  const listen = async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.pass) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onRcptTo(address, _session, callback) {
        if (!rejected.has(address.address)) return callback();
        refusals.push(address.address);
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    // A client's connection error (the site resets a pooled connection when it stops) is
    // emitted here; unheard, it is an uncaught exception that fails the whole test run.
    server.on('error', () => {});
    server.listen(listening, '127.0.0.1');
    await once(server.server, 'listening');
    listening = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return listening;
    },
    get url() {
      return `smtp://${SMTP_LOGIN.user}:${encodeURIComponent(SMTP_LOGIN.pass)}@127.0.0.1:${listening}`;
    },
    received,
    rejected,
    refusals,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`${received.length} of ${count} messages arrived in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
