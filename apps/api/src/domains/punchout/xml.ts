// A small, safe XML parser for cXML (decision 0050). It reads elements, attributes, text, CDATA,
// comments and processing instructions, and nothing that can reach outside the document: a
// DOCTYPE, an ENTITY declaration or any entity reference other than the five predefined ones and
// character references is refused (XXE and entity expansion cannot happen, because nothing is
// ever expanded). Not well-formed input (unclosed or crossed tags, a second root, text outside
// the root, a duplicate attribute, `<` in an attribute value) is refused too. Pure; no I/O.
// Cost: one pass over the text; the document is at most MAX_XML_CHARS.

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

/** Parses a document into its root element, or throws an XmlRefusal. */
export function parseXml(input: string): XmlElement {
  if (typeof input !== 'string' || input.length === 0) throw malformed('empty document');
  if (input.length > MAX_XML_CHARS) throw malformed('document too large');
  // Declarations are refused before anything else is read (even inside what looks like a comment).
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST|<!NOTATION/i.test(input)) throw new XmlRefusal('MROPU0002', 'DOCTYPE');
  const s = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let rootSeen = false;

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
    } else if (s.startsWith('<!', i)) {
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
        el.attrs[attr] = decode(raw);
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

/** The first child element of this name (namespace prefixes are not used by cXML). */
export const child = (el: XmlElement | undefined, name: string): XmlElement | undefined =>
  el?.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** Every child element of this name. */
export const childrenOf = (el: XmlElement | undefined, name: string): XmlElement[] =>
  (el?.children ?? []).filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

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
