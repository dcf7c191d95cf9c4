import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders a React tree to a complete HTML Buffer with renderToPipeableStream, waiting for all content
 * (onAllReady) so the first response holds the whole page for visitors and search engines.
 */
export function renderToBuffer(element: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
    let failed = false;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error);
      },
      onError(error) {
        failed = true;
        reject(error);
      },
    });
  });
}
