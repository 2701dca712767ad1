/** What an upload may be: its extension names the type, its first bytes must agree. */
export interface FileType {
  mime: string;
  /** images are shown inline; everything else is served as an attachment */
  image: boolean;
  /** true when the head of the file has this type's signature */
  matches(head: Buffer): boolean;
}

const starts =
  (...bytes: number[]) =>
  (head: Buffer) =>
    head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const ascii =
  (text: string, at = 0) =>
  (head: Buffer) =>
    head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

const jpeg = starts(0xff, 0xd8, 0xff);
const png = starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif = (h: Buffer) => ascii('GIF87a')(h) || ascii('GIF89a')(h);
const webp = (h: Buffer) => ascii('RIFF')(h) && ascii('WEBP', 8)(h);
const bmp = ascii('BM');
// zip local header, or the end record of an empty archive; Office Open XML and OpenDocument are zips
const zip = (h: Buffer) => starts(0x50, 0x4b, 0x03, 0x04)(h) || starts(0x50, 0x4b, 0x05, 0x06)(h);
// OLE2 compound file: legacy .doc, .xls, .ppt
const ole = starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const pdf = ascii('%PDF-');
const rar = ascii('Rar!\x1a\x07');
const sevenZip = starts(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);
const gzip = starts(0x1f, 0x8b);
/** Plain text: no NUL byte in the head (binary formats almost always have one early). */
const text = (h: Buffer) => !h.includes(0);

const image = (mime: string, matches: (h: Buffer) => boolean): FileType => ({ mime, image: true, matches });
const doc = (mime: string, matches: (h: Buffer) => boolean): FileType => ({ mime, image: false, matches });

/**
 * The upload allow-list: images, office documents, PDFs, plain text and archives. SVG and HTML are
 * left out on purpose: a browser runs their scripts when they are opened from our origin.
 */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: image('image/jpeg', jpeg),
  jpeg: image('image/jpeg', jpeg),
  png: image('image/png', png),
  gif: image('image/gif', gif),
  webp: image('image/webp', webp),
  bmp: image('image/bmp', bmp),
  pdf: doc('application/pdf', pdf),
  doc: doc('application/msword', ole),
  xls: doc('application/vnd.ms-excel', ole),
  ppt: doc('application/vnd.ms-powerpoint', ole),
  docx: doc('application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip),
  xlsx: doc('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip),
  pptx: doc('application/vnd.openxmlformats-officedocument.presentationml.presentation', zip),
  odt: doc('application/vnd.oasis.opendocument.text', zip),
  ods: doc('application/vnd.oasis.opendocument.spreadsheet', zip),
  txt: doc('text/plain; charset=utf-8', text),
  csv: doc('text/csv; charset=utf-8', text),
  zip: doc('application/zip', zip),
  rar: doc('application/vnd.rar', rar),
  '7z': doc('application/x-7z-compressed', sevenZip),
  gz: doc('application/gzip', gzip),
};

// Intel HEX records start with a colon; a firmware image (.bin) is raw bytes with no signature at all
const intelHex = (h: Buffer) => ascii(':')(h) && text(h);
const raw = () => true;

/** Types only one folder takes: raw firmware images have no signature, so nowhere else may hold them. */
const FOLDER_TYPES: Readonly<Record<string, Readonly<Record<string, FileType>>>> = {
  'weld/firmware': {
    bin: doc('application/octet-stream', raw),
    hex: doc('text/plain; charset=utf-8', intelHex),
  },
};

/**
 * The type an upload of `ext` may have in `folder`: the allow-list, plus what the folder alone takes.
 * @example fileTypeFor('weld/firmware', 'bin')?.mime // 'application/octet-stream'
 */
export function fileTypeFor(folder: string, ext: string): FileType | undefined {
  return FILE_TYPES[ext] ?? FOLDER_TYPES[folder]?.[ext];
}

/** Every extension `folder` takes, for the refusal's message. */
export function extensionsFor(folder: string): string[] {
  return [...Object.keys(FILE_TYPES), ...Object.keys(FOLDER_TYPES[folder] ?? {})];
}

/** How many leading bytes the signatures need (text looks further for a NUL byte). */
export const HEAD_BYTES = 4096;

/** The lower-case extension of a file name, '' when it has none. @example extensionOf('A.JPG') // 'jpg' */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}
