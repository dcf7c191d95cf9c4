// The image process: every decode and encode runs here, in a child of the server that image-process.ts starts when
// there is image work and stops when there is none. libvips' code, its caches and the memory its threads touch
// leave with this process, so the server that answers visitors never carries them.
import { HttpError, unsupportedMediaType } from '../../errors';
import type { DetectedType } from '../uploads/detect-image-type';
import { pdfProblem } from '../uploads/pdf-check';
import { makeVariants, processImage } from '../uploads/process-image';
import type { ImageReply, ImageRequest } from './image-process';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function handle(request: ImageRequest): Promise<ImageReply> {
  try {
    const input = asBuffer(request.input);
    if (request.op === 'variants') return { id: request.id, ok: true, variants: await makeVariants(input) };
    if (request.op === 'pdf') {
      const problem = pdfProblem(input);
      if (problem) throw unsupportedMediaType(problem);
      return { id: request.id, ok: true, variants: [] };
    }
    const processed = await processImage(input, request.type as DetectedType);
    return { id: request.id, ok: true, processed, variants: await makeVariants(processed.data) };
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    return { id: request.id, ok: false, status, message: error instanceof Error ? error.message : String(error) };
  }
}

// One request at a time, in order: the server sends the next only after this one's reply (image-process.ts).
process.on('message', (request: ImageRequest) => {
  void handle(request).then((reply) => process.send?.(reply));
});
// The server closed the channel (idle, or it is stopping): nothing more will come.
process.on('disconnect', () => process.exit(0));
