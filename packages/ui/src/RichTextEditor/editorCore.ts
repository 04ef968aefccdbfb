// The RichTextEditor's pure side (decision 0076): the tags a post's body may hold, the cleaning
// that keeps only them (pasted HTML, the editor's own output), the link check, the visible text's
// length and the toolbar's commands with their shortcuts. Contract: `cleanEditorHtml` answers a
// subset of what the server's sanitizer keeps (apps/api/src/http/sanitize.ts: DOMPurify's html
// profile without style/form/input and the style attribute), so the server changes nothing the
// editor wrote, and still cleans whatever did not come through it. Needs a DOM (the browser or
// jsdom): without one it answers the text with its markup escaped. Cost: one parse and one walk
// of the HTML, linear in its length.

/** The elements a body keeps, with the name each is written as (b → strong, div → p). */
const TAGS: Record<string, string> = {
  P: 'p',
  DIV: 'p',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  U: 'u',
  H1: 'h3',
  H2: 'h3',
  H3: 'h3',
  H4: 'h3',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  A: 'a',
};

/** The tags a cleaned body can hold (the decision's list). */
export const EDITOR_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h3', 'ul', 'ol', 'li', 'a'] as const;

/** Block elements: inline runs beside them at the top level are wrapped in a paragraph. */
const BLOCKS = new Set(['p', 'h3', 'ul', 'ol']);
/** Elements whose content is dropped with them (never text a user meant to paste). */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'TITLE', 'HEAD']);

const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * A link's address as the editor stores it, or null when it is not one a post may hold: http,
 * https and mailto only (no javascript:, data: or relative paths); "www.example.com" gets https.
 */
export function checkLinkUrl(input: string): string | null {
  const raw = input.trim();
  if (!raw || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw)
    ? raw
    : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(raw)
      ? `https://${raw}`
      : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    if (!SCHEMES.has(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A kept element where it cannot stand (a list item outside a list, a paragraph in a paragraph). */
function misplaced(tag: string, into: Node): boolean {
  const parent = into.nodeName.toLowerCase();
  if (tag === 'li') return parent !== 'ul' && parent !== 'ol';
  if (tag === 'p' || tag === 'h3') return parent !== 'div';
  if (tag === 'ul' || tag === 'ol') return parent !== 'div' && parent !== 'li';
  return false;
}

function cleanChildren(from: Node, into: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const name = el.tagName.toUpperCase();
    if (DROPPED.has(name)) continue;
    const tag = TAGS[name];
    if (!tag || misplaced(tag, into)) {
      // An element we do not keep: its text stays (a span, a font, a table cell's words).
      cleanChildren(el, into, doc);
      continue;
    }
    const out = doc.createElement(tag);
    if (tag === 'a') {
      const href = checkLinkUrl(el.getAttribute('href') ?? '');
      if (!href) {
        cleanChildren(el, into, doc);
        continue;
      }
      out.setAttribute('href', href);
    }
    cleanChildren(el, out, doc);
    into.appendChild(out);
  }
}

/** Top-level inline runs wrapped in paragraphs; empty inline elements and trailing breaks dropped. */
function wrapBlocks(root: Element, doc: Document) {
  let run: HTMLElement | null = null;
  for (const child of Array.from(root.childNodes)) {
    const block = child.nodeType === 1 && BLOCKS.has((child as Element).tagName.toLowerCase());
    if (block) {
      run = null;
      continue;
    }
    if (child.nodeType === 3 && !run && !(child.textContent ?? '').trim()) {
      root.removeChild(child);
      continue;
    }
    if (!run) {
      run = doc.createElement('p');
      root.insertBefore(run, child);
    }
    run.appendChild(child);
  }
  for (const inline of Array.from(root.querySelectorAll('strong, em, u, a'))) {
    if (!inline.textContent) inline.remove();
  }
  // A block with nothing in it (not even the break of an empty line) is not seen: it goes.
  for (const block of Array.from(root.querySelectorAll('p, h3, li, ul, ol'))) {
    if (!block.textContent && !block.querySelector('br')) block.remove();
  }
  // A paragraph holding only a break (the editor's empty line) stays; trailing ones go.
  while (root.lastElementChild && !root.lastElementChild.textContent?.trim() && root.lastElementChild.tagName === 'P') {
    root.lastElementChild.remove();
  }
}

/**
 * HTML (pasted, or the editor's own) with only the editor's tags: everything else unwrapped to
 * its text, scripts and styles dropped with their content, links kept only with a checked
 * address, attributes other than a link's href dropped. Empty (no visible text) answers ''.
 */
export function cleanEditorHtml(html: string): string {
  if (typeof document === 'undefined') return escapeText(html);
  const doc = document.implementation.createHTMLDocument('');
  const source = doc.createElement('template');
  source.innerHTML = html;
  const root = doc.createElement('div');
  cleanChildren(source.content, root, doc);
  wrapBlocks(root, doc);
  if (!root.textContent?.trim()) return '';
  return root.innerHTML;
}

/** Plain text (a paste without HTML) as paragraphs, one per line. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `<p>${escapeText(line)}</p>` : '<p><br></p>'))
    .join('');
}

/** The characters a reader sees (what the limit counts): the text, without markup. */
export function visibleLength(html: string): number {
  if (!html) return 0;
  if (typeof document === 'undefined') return [...html.replace(/<[^>]*>/g, '')].length;
  const box = document.createElement('template');
  box.innerHTML = html;
  return [...(box.content.textContent ?? '')].length;
}

/** The toolbar's commands, in the toolbar's order. */
export const EDITOR_COMMANDS = [
  'bold',
  'italic',
  'underline',
  'heading',
  'bulleted',
  'numbered',
  'link',
  'clear',
] as const;
export type EditorCommand = (typeof EDITOR_COMMANDS)[number];

/** Which commands are on at the caret (the toolbar's aria-pressed). */
export type ActiveCommands = Partial<Record<EditorCommand, boolean>>;

/** Commands that are toggles (aria-pressed); the others act once. */
export const TOGGLES: ReadonlySet<EditorCommand> = new Set([
  'bold',
  'italic',
  'underline',
  'heading',
  'bulleted',
  'numbered',
  'link',
]);

/**
 * The keyboard shortcuts (Ctrl, or ⌘ on a Mac): B, I, U as every editor has; K a link; Alt+2 a
 * heading; Shift+8 bullets and Shift+7 numbers (as Google Docs); \ clears the formatting.
 */
export const SHORTCUTS: Record<EditorCommand, string> = {
  bold: 'Mod+B',
  italic: 'Mod+I',
  underline: 'Mod+U',
  heading: 'Mod+Alt+2',
  bulleted: 'Mod+Shift+8',
  numbered: 'Mod+Shift+7',
  link: 'Mod+K',
  clear: 'Mod+\\',
};

export interface ShortcutKey {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command a key press asks for, or null. `code` is read for digits (Shift+7 is '&'). */
export function commandOfKey(event: ShortcutKey): EditorCommand | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const digit = /^Digit(\d)$/.exec(event.code ?? '')?.[1];
  const key = digit ?? (event.key.length === 1 ? event.key.toUpperCase() : event.key);
  const name = `Mod+${event.altKey ? 'Alt+' : ''}${event.shiftKey ? 'Shift+' : ''}${key === '|' ? '\\' : key}`;
  for (const command of EDITOR_COMMANDS) if (SHORTCUTS[command] === name) return command;
  return null;
}

/** A shortcut as shown to the user: "Ctrl+B", or "⌘B" on a Mac. */
export function shortcutLabel(command: EditorCommand, mac: boolean): string {
  const keys = SHORTCUTS[command].split('+');
  if (mac) return keys.map((k) => ({ Mod: '⌘', Alt: '⌥', Shift: '⇧' })[k] ?? k).join('');
  return keys.map((k) => (k === 'Mod' ? 'Ctrl' : k)).join('+');
}
