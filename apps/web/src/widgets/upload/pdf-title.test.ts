import { describe, expect, it } from 'vitest';
import { withPdfTitle } from './pdf-title';

/** A one-page PDF with a correct classic cross-reference table, as the demo manuals are. */
function tinyPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
const text = (b: Uint8Array) => String.fromCharCode(...b);

describe('PDF title for the viewer', () => {
  it('appends an Info /Title with the file name (any script), keeping the original bytes and a valid cross-reference', () => {
    const original = tinyPdf();
    const titled = withPdfTitle(original, 'NB-350 使用说明书.pdf');
    const out = text(titled);
    expect(Array.from(titled.subarray(0, original.length))).toEqual(Array.from(original));
    const trailer =
      /trailer\n<< \/Size 5 \/Root 1 0 R \/Info 4 0 R \/Prev (\d+) >>\nstartxref\n(\d+)\n%%EOF\n$/.exec(out);
    expect(trailer).not.toBeNull();
    expect(Number(trailer![1])).toBe(text(original).indexOf('xref'));
    // the new cross-reference section is where startxref says, and its entry points at the Info object
    const xrefAt = Number(trailer![2]);
    const entry = /^xref\n0 1\n0000000000 65535 f \n4 1\n(\d{10}) 00000 n \n/.exec(out.slice(xrefAt));
    expect(entry).not.toBeNull();
    const info = out.slice(Number(entry![1]));
    const hex = /^4 0 obj\n<< \/Title <FEFF([0-9A-F]+)> >>\nendobj\n/.exec(info)![1];
    const decoded = String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    expect(decoded).toBe('NB-350 使用说明书.pdf');
  });

  it('leaves what it cannot update alone: not a PDF, encrypted', () => {
    const html = new TextEncoder().encode('<html></html>');
    expect(Array.from(withPdfTitle(html, 'a.pdf'))).toEqual(Array.from(html));
    const encrypted = new TextEncoder().encode(
      text(tinyPdf()).replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'),
    );
    expect(Array.from(withPdfTitle(encrypted, 'a.pdf'))).toEqual(Array.from(encrypted));
  });
});
