/**
 * Browsers' PDF viewers title a document by its /Title, else by the last part of its URL: for a PDF
 * shown from a blob that is the blob's id. Giving the document a /Title through an incremental update
 * (appended objects, the original bytes untouched) makes the viewer show the file's name instead.
 */

const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
};

/** A PDF text string that holds any script: UTF-16BE with its byte-order mark, written in hex. */
function pdfText(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1)
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * The PDF's bytes with `title` as its document title, or the bytes unchanged when they are not a PDF
 * this can safely update (no trailer found, encrypted).
 * @example await withPdfTitle(await response.arrayBuffer(), 'NB-350 使用说明书.pdf')
 */
export function withPdfTitle(data: ArrayBuffer | Uint8Array, title: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(data instanceof Uint8Array ? data : new Uint8Array(data));
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-')) return bytes;
  const tail = text.slice(Math.max(0, text.length - 2048));
  const start = [...tail.matchAll(/startxref\s+(\d+)/g)].pop();
  if (!start) return bytes;
  const prev = Number(start[1]);
  // the newest trailer: a classic one, or the dictionary of the cross-reference stream startxref points at
  const dict = text.slice(prev);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(dict);
  const size = /\/Size\s+(\d+)/.exec(dict);
  if (!root || !size || /\/Encrypt\b/.test(dict.slice(0, 4096))) return bytes;
  const id = Number(size[1]);
  let out = text.endsWith('\n') ? '' : '\n';
  const objectAt = bytes.length + out.length;
  out += `${id} 0 obj\n<< /Title ${pdfText(title)} >>\nendobj\n`;
  const xrefAt = bytes.length + out.length;
  out += `xref\n0 1\n0000000000 65535 f \n${id} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${id + 1} /Root ${root[1]} /Info ${id} 0 R /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const appended = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i += 1) appended[i] = out.charCodeAt(i);
  const result = new Uint8Array(bytes.length + appended.length);
  result.set(bytes);
  result.set(appended, bytes.length);
  return result;
}

/**
 * A blob URL for a PDF that its viewer titles with the file's name (not the blob's id).
 * @example const url = await titledPdfUrl(blob, record.fileName) // revoke with URL.revokeObjectURL
 */
export async function titledPdfUrl(blob: Blob, name: string): Promise<string> {
  const bytes = withPdfTitle(await blob.arrayBuffer(), name);
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}
