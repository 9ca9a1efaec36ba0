import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A file sent with a message, decoded. */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message as the SMTP server received it: the envelope, the decoded text and files. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
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

/** A part's header lines (folded lines joined) and its body. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

/** A header's parameter (`boundary`, `filename`), quoted or not. */
const parameter = (value: string | undefined, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value ?? '')?.[1];

/** The text and the attachments of a (possibly nested) MIME part. */
function readPart(
  headers: Record<string, string>,
  body: string,
  into: { text: string | null; attachments: ReceivedAttachment[] },
) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? parameter(type, 'boundary') : undefined;
  if (boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const part = splitPart(piece.replace(/^\r?\n/, ''));
      readPart(part.headers, part.body.replace(/\r?\n$/, ''), into);
    }
    return;
  }
  const disposition = headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition) || !/^text\/plain/i.test(type)) {
    into.attachments.push({
      filename: parameter(disposition, 'filename') ?? parameter(type, 'name') ?? '',
      contentType: type.split(';')[0]!.trim(),
      content: decodeBody(headers, body),
    });
  } else if (into.text === null) {
    into.text = decodeBody(headers, body).toString('utf8');
  }
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const found = { text: null as string | null, attachments: [] as ReceivedAttachment[] };
  readPart(headers, body, found);
  return {
    from,
    to,
    headers,
    subject: headers.subject ?? '',
    text: (found.text ?? '').replace(/\r\n/g, '\n'),
    attachments: found.attachments,
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
