// A small, safe XML parser for cXML (decisions 0050 and 0083). It reads elements, attributes,
// text, CDATA, comments and processing instructions, and nothing that can reach outside the
// document. A DOCTYPE that only names an external DTD (`<!DOCTYPE cXML SYSTEM "…cXML.dtd">` or
// `PUBLIC "…" "…"`, as the cXML specification requires every document to begin) is read and
// ignored: the DTD is never fetched or resolved. A DOCTYPE with an internal subset (`[…]`), any
// other markup declaration (ENTITY, ELEMENT, ATTLIST, NOTATION) and any entity reference other
// than the five predefined ones and character references are refused (MROPU0002): XXE and entity
// expansion cannot happen, because nothing is ever declared or expanded. Not well-formed input
// (unclosed or crossed tags, a second root, text outside the root, a duplicate attribute, `<` in
// an attribute value, a DOCTYPE after the root or twice) is refused (MROPU0001). Line ends are
// normalised (CRLF and CR read as LF) and attribute values whitespace-normalised, as XML 1.0 says.
// Pure; no I/O. Cost: one pass over the text; the document is at most MAX_XML_CHARS.

/** Why a document was refused: not well-formed (MROPU0001) or a DOCTYPE / entity (MROPU0002). */
export class XmlRefusal extends Error {
  constructor(
    readonly code: 'MROPU0001' | 'MROPU0002',
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/** The largest document read (a punch-out setup request is a few kilobytes). */
export const MAX_XML_CHARS = 1_000_000;

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const malformed = (detail: string) => new XmlRefusal('MROPU0001', detail);

/** Character and predefined references replaced; any other `&` is refused. */
function decode(raw: string): string {
  return raw.replace(/&([^;&\s]{0,12});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw malformed('a bare & in text');
    if (ref in PREDEFINED) return PREDEFINED[ref]!;
    const num = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (num) {
      const code = num[1] !== undefined ? parseInt(num[1], 16) : Number(num[2]);
      const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff);
      if (!allowed || (code >= 0xd800 && code <= 0xdfff)) throw malformed(`character reference ${ref}`);
      return String.fromCodePoint(code);
    }
    // An entity nobody declared (declarations are refused): an attempt at an external entity.
    throw new XmlRefusal('MROPU0002', `entity reference &${ref};`);
  });
}

const DOCTYPE_HEAD = /<!DOCTYPE\s+([A-Za-z_:][-A-Za-z0-9_:.]*)\s*/y;
const EXTERNAL_ID = /(?:SYSTEM\s*("[^"]*"|'[^']*')|PUBLIC\s*("[^"]*"|'[^']*')\s*("[^"]*"|'[^']*'))\s*/y;

/**
 * The end of a DOCTYPE that only names an external DTD by a SYSTEM or PUBLIC id (or nothing): the
 * id is read and ignored. An internal subset (`[`) is refused with MROPU0002 (it is where ENTITY
 * declarations live); anything else that is not `>` is not well-formed.
 */
function skipDoctype(s: string, start: number): number {
  DOCTYPE_HEAD.lastIndex = start;
  if (!DOCTYPE_HEAD.exec(s)) throw malformed('DOCTYPE without a name');
  let i = DOCTYPE_HEAD.lastIndex;
  EXTERNAL_ID.lastIndex = i;
  const external = EXTERNAL_ID.exec(s);
  if (external) {
    const publicId = external[2];
    // A public id uses a restricted set of characters (XML 1.0, PubidChar).
    if (publicId && !/^.[-\sa-zA-Z0-9'()+,./:=?;!*#@$_%]*.$/.test(publicId)) throw malformed('DOCTYPE public id');
    i = EXTERNAL_ID.lastIndex;
  }
  if (s[i] === '[') throw new XmlRefusal('MROPU0002', 'a DOCTYPE with an internal subset');
  if (s[i] !== '>') throw malformed('DOCTYPE');
  return i + 1;
}

/** Parses a document into its root element, or throws an XmlRefusal. */
export function parseXml(input: string): XmlElement {
  if (typeof input !== 'string' || input.length === 0) throw malformed('empty document');
  if (input.length > MAX_XML_CHARS) throw malformed('document too large');
  const s = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let rootSeen = false;
  let doctypeSeen = false;

  const readName = () => {
    NAME.lastIndex = i;
    const m = NAME.exec(s);
    if (!m) throw malformed(`a name expected at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const skipSpace = () => {
    while (i < s.length && /\s/.test(s[i]!)) i += 1;
  };
  const addText = (text: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (text.trim()) throw malformed('text outside the root element');
      return;
    }
    parent.children.push(text);
  };

  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) {
      addText(decode(s.slice(i)));
      break;
    }
    if (lt > i) addText(decode(s.slice(i, lt)));
    i = lt;
    if (s.startsWith('<?', i)) {
      const end = s.indexOf('?>', i + 2);
      if (end < 0) throw malformed('unclosed processing instruction');
      i = end + 2;
    } else if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 4);
      if (end < 0) throw malformed('unclosed comment');
      i = end + 3;
    } else if (s.startsWith('<![CDATA[', i)) {
      const end = s.indexOf(']]>', i + 9);
      if (end < 0 || !stack.length) throw malformed('CDATA outside an element or unclosed');
      addText(s.slice(i + 9, end));
      i = end + 3;
    } else if (s.startsWith('<!DOCTYPE', i)) {
      if (rootSeen || doctypeSeen) throw malformed('a DOCTYPE after the root element or twice');
      doctypeSeen = true;
      i = skipDoctype(s, i);
    } else if (s.startsWith('<!', i)) {
      // ENTITY, ELEMENT, ATTLIST, NOTATION (legal only in an internal subset), a lower-case doctype.
      throw new XmlRefusal('MROPU0002', 'a markup declaration');
    } else if (s.startsWith('</', i)) {
      i += 2;
      const name = readName();
      skipSpace();
      if (s[i] !== '>') throw malformed(`end tag ${name}`);
      i += 1;
      const open = stack.pop();
      if (!open || open.name !== name) throw malformed(`</${name}> does not close <${open?.name ?? ''}>`);
      if (!stack.length) root = open;
    } else {
      i += 1;
      const name = readName();
      const el: XmlElement = { name, attrs: {}, children: [] };
      for (;;) {
        const before = i;
        skipSpace();
        if (s.startsWith('/>', i) || s[i] === '>') break;
        if (i === before) throw malformed(`attributes of <${name}>`);
        const attr = readName();
        skipSpace();
        if (s[i] !== '=') throw malformed(`attribute ${attr} without a value`);
        i += 1;
        skipSpace();
        const quote = s[i];
        if (quote !== '"' && quote !== "'") throw malformed(`attribute ${attr} not quoted`);
        const end = s.indexOf(quote, i + 1);
        if (end < 0) throw malformed(`attribute ${attr} unclosed`);
        const raw = s.slice(i + 1, end);
        if (raw.includes('<')) throw malformed(`< in attribute ${attr}`);
        if (attr in el.attrs) throw malformed(`duplicate attribute ${attr}`);
        el.attrs[attr] = decode(raw.replace(/[\t\n]/g, ' '));
        i = end + 1;
      }
      const selfClosing = s.startsWith('/>', i);
      i += selfClosing ? 2 : 1;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else if (rootSeen) throw malformed('a second root element');
      else rootSeen = true;
      if (!selfClosing) stack.push(el);
      else if (!parent) root = el;
    }
  }
  if (stack.length) throw malformed(`<${stack[stack.length - 1]!.name}> not closed`);
  if (!root) throw malformed('no root element');
  return root;
}

/** An element's name without a namespace prefix (cXML uses none; a sender that adds one is read too). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

const named =
  (name: string) =>
  (c: XmlElement | string): c is XmlElement =>
    typeof c !== 'string' && (c.name === name || localName(c.name) === name);

/** The first child element of this (local) name. */
export const child = (el: XmlElement | undefined, name: string): XmlElement | undefined =>
  el?.children.find(named(name));

/** Every child element of this (local) name. */
export const childrenOf = (el: XmlElement | undefined, name: string): XmlElement[] =>
  (el?.children ?? []).filter(named(name));

/** The element's text (its text children joined, trimmed). */
export const textOf = (el: XmlElement | undefined): string =>
  (el?.children ?? [])
    .filter((c): c is string => typeof c === 'string')
    .join('')
    .trim();

/** The element at a path of child names. */
export const at = (el: XmlElement | undefined, ...path: string[]): XmlElement | undefined =>
  path.reduce<XmlElement | undefined>((node, name) => child(node, name), el);

/** Text for XML content and attribute values. */
export const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
