import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One element of a stat file: its attributes (trimmed of nothing: files keep odd spaces), children and text. */
export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: XmlElement[];
  text: string;
}

/** Why a file cannot be read, said so that a stat crew can act on it. */
export class StatFileError extends Error {
  constructor(
    /** 'not_xml', 'dtd_refused', 'too_large', 'not_stat_file'. */
    readonly code: 'not_xml' | 'dtd_refused' | 'too_large' | 'not_stat_file',
    message: string,
  ) {
    super(message);
    this.name = 'StatFileError';
  }
}

/** DESIGN 5: a stat file of a whole game is a few hundred KB; 5 MB is far beyond any real one. */
export const MAX_STAT_FILE_BYTES = 5 * 1024 * 1024;

/** The content types a stat file is sent with. */
export const XML_TYPES = ['application/xml', 'text/xml'];
/** A request body's limit for a stat file: above the 5 MB cap, so a file of 5 to 8 MB hears the reader's own words. */
export const XML_BODY_LIMIT = MAX_STAT_FILE_BYTES + 3 * 1024 * 1024;

type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  // The five predefined entities and character references only: a DOCTYPE is refused before parsing.
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

/** Text as the file has it: UTF-8 (with or without a byte-order mark), or UTF-16 where it says so by its mark. */
export function decodeStatFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const text = new TextDecoder('utf-8').decode(bytes);
  // Older Windows stat software writes Latin-1 and says so in its declaration; bytes that are not UTF-8 show it.
  const declaration = text.slice(0, 100).toLowerCase();
  if (text.includes('\uFFFD') && ['iso-8859-1', 'windows-1252', 'latin1'].some((name) => declaration.includes(`encoding="${name}"`) || declaration.includes(`encoding='${name}'`))) {
    return new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The text before the root element (declaration, comments, a DOCTYPE if any). */
function prolog(text: string): string {
  let at = 0;
  for (;;) {
    const open = text.indexOf('<', at);
    if (open < 0) return text;
    if (text.startsWith('<?', open)) at = text.indexOf('?>', open) + 2;
    else if (text.startsWith('<!--', open)) at = text.indexOf('-->', open) + 3;
    else return text.slice(0, open + 9);
    if (at < 2) return text;
  }
}

function toElement(node: OrderedNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (!name) return null;
  const attrs = (node[':@'] as Record<string, string> | undefined) ?? {};
  const element: XmlElement = { name: name.toLowerCase(), attrs: lowerKeys(attrs), children: [], text: '' };
  for (const child of (node[name] as OrderedNode[] | undefined) ?? []) {
    if ('#text' in child) element.text += String(child['#text']);
    else {
      const sub = toElement(child);
      if (sub) element.children.push(sub);
    }
  }
  return element;
}

function lowerKeys(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) out[key.toLowerCase()] = String(value);
  return out;
}

/**
 * DESIGN 5 and 8: parses a stat file with a maintained XML parser. Refused with a StatFileError: more than 5 MB,
 * a DOCTYPE (stat software writes none; refusing it means no entity is ever expanded, so a billion-laughs file
 * costs nothing), text that is not well-formed XML (a truncated file included), no root element.
 */
export function parseXmlTree(input: Uint8Array | string): XmlElement {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > MAX_STAT_FILE_BYTES) throw new StatFileError('too_large', `The file is ${(size / 1024 / 1024).toFixed(1)} MB; a stat file may be at most 5 MB.`);
  const text = typeof input === 'string' ? (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input) : decodeStatFile(input);
  if (text.trim() === '') throw new StatFileError('not_xml', 'The file is empty.');
  if (text.includes('\u0000')) throw new StatFileError('not_xml', 'The file holds a NUL character, which XML does not allow: it is not a text file, or it was damaged.');
  if (prolog(text).toUpperCase().includes('<!DOCTYPE')) {
    throw new StatFileError('dtd_refused', 'The file declares a DOCTYPE: stat files have none, and documents with DTDs or entity declarations are refused.');
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new StatFileError('not_xml', `The file is not well-formed XML (line ${line}, column ${col}: ${msg}). A file cut short while the stat software was writing it looks like this: send it again once it is whole.`);
  }
  const nodes = parser.parse(text) as OrderedNode[];
  for (const node of nodes) {
    const element = toElement(node);
    if (element) return element;
  }
  throw new StatFileError('not_xml', 'The file has no root element.');
}

/** Children of an element by name (case-insensitive names are lowered when read). */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] => element?.children.filter((child) => child.name === name) ?? [];

export const childNamed = (element: XmlElement | undefined, name: string): XmlElement | undefined => element?.children.find((child) => child.name === name);

/** Every descendant with that name, in document order. */
export function descendantsNamed(element: XmlElement, name: string, into: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (child.name === name) into.push(child);
    descendantsNamed(child, name, into);
  }
  return into;
}
