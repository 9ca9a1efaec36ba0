import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, path-style: objects are at `${endpoint}/${bucket}/${key}`. */
  endpoint: string;
  bucket: string;
  /** Every S3_* variable a site process needs to keep its photos in this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

// s3rver 3.7.1 signs ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 leaves
// out unless the legacy provider is loaded: a listing longer than one page answers 500 without
// it. So it runs in its own process, with that flag; it exits when this process goes away.
const SERVER = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
const options = { address: '127.0.0.1', port: 0, silent: true, directory };
new S3rver({ ...options, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => console.log(port), (error) => { console.error(error); process.exit(1); });
process.stdin.on('end', () => process.exit(0)).resume();
`;

/** s3rver (a pure-JavaScript S3) on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'kennel-photos'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kennel-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER, directory, bucket],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once('data', (data) => resolve(Number.parseInt(String(data), 10)));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    });
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      bucket,
      env: {
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: '1',
        // s3rver's fixed credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, 'exit');
          child.kill();
          await exited;
        }
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

/** A client of the test server's bucket, for tests that look at it directly, not through the site. */
export function bucketClient(server: S3TestServer): S3Client {
  return new S3Client({
    region: server.env.S3_REGION,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: server.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY!,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}
