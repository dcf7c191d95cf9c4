/** A small, well-formed PDF (one empty page), padded with spaces to `padTo` bytes when asked. */
export const makePdf = (padTo = 0): Buffer => {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
};
