// Image work in a short-lived child process (image-worker.ts), not in the server. libvips keeps memory after its
// work: its own code (about 13 MB of the library mapped in), and what its threads allocated and freed but malloc
// keeps for reuse. In the server's process that stayed for its whole life: a first start's starter images left the
// server about 40 MB larger than a restart on the same data. In a child it leaves when the child exits, a few seconds
// after the last image.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unsupportedMediaType } from '../../errors';
import type { DetectedType } from '../uploads/detect-image-type';
import type { ImageVariant, ProcessedImage } from '../uploads/process-image';

export type ImageRequest =
  | { id: number; op: 'upload'; input: Uint8Array; type: DetectedType }
  | { id: number; op: 'variants'; input: Uint8Array }
  | { id: number; op: 'pdf'; input: Uint8Array };
export type ImageReply =
  | { id: number; ok: true; processed?: ProcessedImage; variants: ImageVariant[] }
  | { id: number; ok: false; status: number; message: string };

/** How long the image process waits for more work before it exits. */
export const IMAGE_PROCESS_IDLE_MS = 2000;

/**
 * Node's flags for the built image process, not the server's: it runs little JavaScript (the work is libvips'), so
 * no JIT (nor WebAssembly, which needs it) and a 1 MB young generation: its own memory beside the server's is about
 * 30 MiB at work instead of 33. None of the server's own: no source maps (its errors reach the server as messages)
 * and no old-generation cap (its heap stays small; the image buffers are libvips', outside it).
 */
export const IMAGE_PROCESS_FLAGS = ['--jitless', '--no-expose-wasm', '--max-semi-space-size=1'] as const;

/**
 * The worker's entry: built beside the server (dist/image-worker.js, next to dist/main.js or one folder up from
 * dist/cli/), or its TypeScript source through tsx when the server itself runs from source (tests).
 */
function workerEntry(): { script: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { script: path.join(path.dirname(here), 'image-worker.ts'), execArgv: ['--import', 'tsx'] };
  for (const dir of [path.dirname(here), path.dirname(path.dirname(here))]) {
    const script = path.join(dir, 'image-worker.js');
    if (existsSync(script)) return { script, execArgv: [...IMAGE_PROCESS_FLAGS] };
  }
  throw new Error(`image-worker.js is missing beside ${here}: run \`node build.mjs\``);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const variantsOf = (variants: ImageVariant[]): ImageVariant[] =>
  variants.map((v) => ({ width: v.width, webp: asBuffer(v.webp), avif: v.avif ? asBuffer(v.avif) : null }));

/**
 * The child that does the image work: started with the first job, kept while jobs come, stopped `idleMs` after the
 * last. Jobs are sent one at a time (the caller's image queue runs one at a time too). If the child dies (killed,
 * a crash in libvips), the job in flight fails and the next one starts a new child: the server stays up.
 */
export function createImageProcess(
  options: {
    idleMs?: number;
    entry?: { script: string; execArgv: string[] };
    /** Called as an idle child is let go, before it can have exited: a test sends its next job at that moment. */
    onLetGo?: (pid: number | undefined) => void;
  } = {},
) {
  const idleMs = options.idleMs ?? IMAGE_PROCESS_IDLE_MS;
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (reply: ImageReply) => void; reject: (error: Error) => void }>();

  function start(): ChildProcess {
    const { script, execArgv } = options.entry ?? workerEntry();
    const started = fork(script, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (reply: ImageReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      waiting?.resolve(reply);
      if (!pending.size) settle(started);
    });
    const fail = (why: string) => {
      // A child let go when idle exits with nothing in flight; the jobs waiting now belong to its successor.
      if (child !== started) return;
      child = undefined;
      for (const waiting of pending.values()) waiting.reject(new Error(`the image process ${why} during a job`));
      pending.clear();
    };
    started.on('exit', (code, signal) => fail(`exited (${code ?? signal})`));
    // Could not be started or reached: fail what waits on it rather than leave it waiting.
    started.on('error', (error) => {
      fail(`failed (${error.message})`);
      started.kill('SIGKILL');
    });
    return started;
  }

  /** Idle: the channel no longer keeps the server's event loop alive, and the child goes after `idleMs`. */
  function settle(current: ChildProcess) {
    current.channel?.unref();
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (child === current && !pending.size) {
        child = undefined;
        current.disconnect();
        options.onLetGo?.(current.pid);
      }
    }, idleMs);
    idle.unref();
  }

  function call(
    request: ImageRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never,
  ): Promise<ImageReply & { ok: true }> {
    clearTimeout(idle);
    child ??= start();
    child.channel?.ref();
    const id = nextId++;
    const sent = child;
    return new Promise<ImageReply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      sent.send({ ...request, id } as ImageRequest, (error) => {
        if (error && pending.delete(id)) reject(error);
      });
    }).then((reply) => {
      if (reply.ok) return reply;
      throw reply.status === 415 ? unsupportedMediaType(reply.message) : new Error(reply.message);
    });
  }

  return {
    /** An upload re-encoded (processImage) with its responsive variants (makeVariants), made in the image process. */
    async upload(input: Buffer, type: DetectedType): Promise<ProcessedImage & { variants: ImageVariant[] }> {
      const reply = await call({ op: 'upload', input, type });
      const processed = reply.processed!;
      return { ...processed, data: asBuffer(processed.data), variants: variantsOf(reply.variants) };
    },
    /** The responsive variants of a stored image, made in the image process. */
    async variants(stored: Buffer): Promise<ImageVariant[]> {
      return variantsOf((await call({ op: 'variants', input: stored })).variants);
    },
    /** Refuses (415) a PDF with scripts, actions or attached files (pdf-check.ts), read in the image process. */
    async checkPdf(input: Buffer): Promise<void> {
      await call({ op: 'pdf', input });
    },
    /** The child's pid while it runs (for tests). */
    get pid(): number | undefined {
      return child?.pid;
    },
  };
}

/** The one image process of this server. */
export const imageProcess = createImageProcess();
