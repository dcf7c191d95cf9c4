// Real image bytes made in the test, for upload tests.
import sharp from 'sharp';

export const makePng = (width = 64, height = 48, color = { r: 220, g: 120, b: 20 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
export const makeJpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 60 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
export const makeWebp = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 250, g: 200, b: 40 } } })
    .webp()
    .toBuffer();
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script><rect width="50" height="50" fill="orange"/></svg>',
);

export function multipartForm(field: string, files: Array<{ name: string; type: string; data: Buffer }>): FormData {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return form;
}
