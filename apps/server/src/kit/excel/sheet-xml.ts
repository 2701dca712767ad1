/**
 * The XML parts of an .xlsx as the export writes them (one sheet, or several one after another): a bold header row (style 1), columns 20
 * wide, numbers as number cells and everything else as inline strings (no shared-string table, which
 * would hold every distinct text of a million rows in memory until the end).
 */

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The part of the sheet at `index` (0-based) in the zip; the sheets come last, streamed one after another. */
export const sheetPart = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

/** Text for an XML attribute or element: markup escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** Every part but the sheets, name and text, [Content_Types].xml first as readers expect. */
export function bookParts(sheetNames: readonly string[]): [string, string][] {
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  const sheets = sheetNames.map((name, i) => ({
    name: escapeXml(name),
    part: sheetPart(i),
    rel: `rId${i + 2}`,
  }));
  const overrides = sheets
    .map((s) => `<Override PartName="/${s.part}" ContentType="${TYPE}.worksheet+xml"/>`)
    .join('');
  const entries = sheets
    .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="${s.rel}"/>`)
    .join('');
  const rels = sheets
    .map(
      (s) =>
        `<Relationship Id="${s.rel}" Type="${DOC_REL}/worksheet" Target="${s.part.slice('xl/'.length)}"/>`,
    )
    .join('');
  return [
    [
      '[Content_Types].xml',
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>${overrides}<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${DECLARATION}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${DOC_REL}"><sheets>${entries}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${DECLARATION}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${DOC_REL}/styles" Target="styles.xml"/>${rels}</Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The sheet part up to its first row: `columns` columns 20 wide. */
export function sheetHead(columns: number): string {
  const cols = columns > 0 ? `<cols><col min="1" max="${columns}" width="20" customWidth="1"/></cols>` : '';
  return `${DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_REL}"><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>`;
}

/** The sheet part after its last row. */
export const SHEET_TAIL =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/**
 * A writer of one `<row>` at a time, row index `header` (0-based) bold: a finite number is a number cell,
 * null and '' no cell, anything else an inline string. One row's string at a time because encoding a
 * batch's long concatenated string to UTF-8 costs several times more (a 1M-row export spent 7 s on it).
 * Self-contained (it reaches nothing outside its body) because the writer's thread runs it from its
 * source text; and without named inner functions, which tsx and Vitest would wrap in a helper that text
 * does not carry.
 * @example rowWriter(2)(['Code', 'Name'], 2) // '<row r="3" s="1" customFormat="1"><c r="A3" s="1" t="inlineStr">…'
 */
export function rowWriter(header: number): (row: unknown[], index: number) => string {
  /* eslint-disable no-control-regex -- the control characters XML 1.0 forbids are what these find */
  const special = /[<>&\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
  const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
  /* eslint-enable no-control-regex */
  const amp = /&/g;
  const lt = /</g;
  const gt = />/g;
  // '<c r="A', '<c r="B', … as far as the widest row so far
  const open: string[] = [];
  return (row, index) => {
    while (open.length < row.length) {
      let letters = '';
      for (let n = open.length + 1; n > 0; n = Math.floor((n - 1) / 26))
        letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
      open.push(`<c r="${letters}`);
    }
    const at = String(index + 1);
    const bold = index === header;
    const style = bold ? '" s="1' : '';
    let xml = bold ? `<row r="${at}" s="1" customFormat="1">` : `<row r="${at}">`;
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value === null || value === undefined || value === '') continue;
      if (typeof value === 'number' && Number.isFinite(value)) {
        xml += `${open[c]}${at}${style}"><v>${value}</v></c>`;
        continue;
      }
      let text = String(value);
      if (special.test(text))
        text = text.replace(forbidden, '').replace(amp, '&amp;').replace(lt, '&lt;').replace(gt, '&gt;');
      // XML readers may drop white space at either end of an element's text unless told to keep it
      const keep =
        text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 ? ' xml:space="preserve"' : '';
      xml += `${open[c]}${at}${style}" t="inlineStr"><is><t${keep}>${text}</t></is></c>`;
    }
    return `${xml}</row>`;
  };
}
