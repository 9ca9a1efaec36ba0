import { Readable } from 'node:stream';
import { extract, pack } from 'tar-stream';

/**
 * A backup's files as a plain tar stream (tar-stream does the format): regular files only,
 * written and read one at a time. Any `tar` can list or unpack an archive this writes.
 */
class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

export interface TarFile {
  name: string;
  data: Buffer;
}

/** The bytes of a tar archive holding `files`, each taken only once the reader wants more. */
export function writeTar(files: AsyncIterable<TarFile> | Iterable<TarFile>): Readable {
  const archive = pack();
  void (async () => {
    try {
      for await (const file of files) {
        await new Promise<void>((resolve, reject) =>
          archive.entry({ name: file.name, size: file.data.length }, file.data, (error) =>
            error ? reject(error) : resolve(),
          ),
        );
      }
      archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return Readable.from(archive);
}

/**
 * The files of a tar stream, each read whole (none may exceed `maxFileSize`). Anything but
 * regular files, a damaged header or a stream that ends inside a file is an error.
 */
export async function* readTar(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  { maxFileSize = 256 * 1024 * 1024 }: { maxFileSize?: number } = {},
): AsyncGenerator<TarFile> {
  const entries = extract();
  const input = Readable.from(source);
  input.once('error', (error) => entries.destroy(error));
  input.pipe(entries);
  try {
    for await (const entry of entries) {
      const { name, type, size } = entry.header;
      if (type !== 'file') throw new TarError('the archive holds more than files');
      if (size > maxFileSize) throw new TarError(`${name} is larger than a backup can hold`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name, data: Buffer.concat(chunks) };
    }
  } finally {
    input.destroy();
    entries.destroy();
  }
}
