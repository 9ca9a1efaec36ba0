/**
 * The little of POSIX tar (ustar) that backups need: regular files with short names, written
 * and read as streams. Any `tar` can list or unpack an archive this writes.
 */
const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100 || !/^[\x21-\x7e]+$/.test(name)) {
    throw new TarError(`unsupported file name in archive: ${name}`);
  }
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'ascii');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(octal(checksum(header), 7) + ' ', 148, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface TarFile {
  name: string;
  data: Buffer;
}

/** The bytes of a tar archive holding `files`, produced one file at a time. */
export async function* writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>) {
  for await (const file of files) {
    yield tarHeader(file.name, file.data.length);
    yield file.data;
    yield padding(file.data.length);
  }
  yield END;
}

function parseOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError('damaged tar header');
  return parseInt(text, 8);
}

/** Collects bytes from a stream of chunks and hands them out in exact amounts. */
class ByteQueue {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer> | Iterator<Buffer>) {}

  /** Exactly `size` bytes, or null when the stream ends first. */
  async take(size: number): Promise<Buffer | null> {
    while (this.length < size && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length < size) return null;
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, size);
    this.chunks = all.length > size ? [all.subarray(size)] : [];
    this.length -= size;
    return Buffer.from(taken);
  }
}

/**
 * The files of a tar stream, each read whole (none may exceed `maxFileSize`). Anything but
 * regular files, a damaged header or a stream that ends early is an error.
 */
export async function* readTar(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  { maxFileSize = 256 * 1024 * 1024 }: { maxFileSize?: number } = {},
): AsyncGenerator<TarFile> {
  const queue = new ByteQueue(
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator](),
  );
  for (;;) {
    const header = await queue.take(BLOCK);
    if (!header) throw new TarError('the archive ends in the middle (no end marker)');
    if (header.every((byte) => byte === 0)) return;
    if (parseOctal(header.subarray(148, 156)) !== checksum(header)) {
      throw new TarError('damaged tar header (checksum)');
    }
    const type = String.fromCharCode(header[156]!);
    if (type !== '0' && type !== '\0') throw new TarError('the archive holds more than files');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const base = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const name = prefix ? `${prefix}/${base}` : base;
    const size = parseOctal(header.subarray(124, 136));
    if (size > maxFileSize) throw new TarError(`${name} is larger than a backup can hold`);
    const data = await queue.take(size);
    if (!data) throw new TarError(`the archive ends in the middle of ${name}`);
    if ((await queue.take(padding(size).length)) === null) {
      throw new TarError(`the archive ends in the middle of ${name}`);
    }
    yield { name, data };
  }
}
