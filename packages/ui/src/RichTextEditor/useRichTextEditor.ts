// The RichTextEditor's state (decision 0076): the controlled HTML (useControllableState), the
// editable element kept in step with it, the toolbar's commands through the browser's editing
// commands, which of them are on at the caret, the link being written, paste cleaned to the
// editor's tags and the limit. Contract: the value is always cleaned HTML (`cleanEditorHtml`);
// the element is rewritten only when the value changes from outside, so the caret and an IME
// composition are never disturbed by the editor's own changes; nothing is emitted and no shortcut
// runs mid-composition, and the Enter that ends a Hangul composition makes one new line (the key
// rules of hooks/composition.ts, decision 0026). Cost: one clean per input event, linear in the
// body; one selectionchange listener while focused.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent, isComposingInput, useImeKeys } from '../hooks/composition';
import {
  checkLinkUrl,
  cleanEditorHtml,
  commandOfKey,
  textToHtml,
  visibleLength,
  type ActiveCommands,
  type EditorCommand,
} from './editorCore';

export interface UseRichTextEditorOptions {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((html: string) => void) | undefined;
  /** The most visible characters; past it the editor says so (nothing typed is cut). */
  maxLength?: number | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}

export interface LinkDraft {
  url: string;
  /** The address did not pass the check (http, https, mailto only). */
  invalid: boolean;
  /** The caret is in a link already (the bar offers to remove it). */
  existing: boolean;
}

const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

export function useRichTextEditor({
  value,
  defaultValue = '',
  onValueChange,
  maxLength,
  disabled = false,
  readOnly = false,
}: UseRichTextEditorOptions) {
  const [html, setHtml] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const editorRef = useRef<HTMLDivElement | null>(null);
  /** The value the element shows (what it emitted last, or what was written into it). */
  const shown = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const [active, setActive] = useState<ActiveCommands>({});
  const [link, setLink] = useState<LinkDraft | null>(null);
  const editable = !disabled && !readOnly;

  useLayoutEffect(() => {
    const el = editorRef.current;
    if (!el || html === shown.current) return;
    el.innerHTML = cleanEditorHtml(html);
    shown.current = html;
  }, [html]);

  const emit = useCallback(() => {
    const el = editorRef.current;
    if (!el) return;
    const next = cleanEditorHtml(el.innerHTML);
    shown.current = next;
    setHtml(next);
  }, [setHtml]);

  const anchorAtCaret = useCallback((): HTMLAnchorElement | null => {
    const el = editorRef.current;
    const node = document.getSelection()?.anchorNode ?? null;
    if (!el || !node || !el.contains(node)) return null;
    const anchor = (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest('a');
    return anchor && el.contains(anchor) ? anchor : null;
  }, []);

  const refresh = useCallback(() => {
    const el = editorRef.current;
    const selection = document.getSelection();
    if (!el || !selection?.rangeCount || !el.contains(selection.anchorNode)) return;
    range.current = selection.getRangeAt(0).cloneRange();
    const state = (name: string) => {
      try {
        return document.queryCommandState(name);
      } catch {
        return false;
      }
    };
    setActive({
      bold: state('bold'),
      italic: state('italic'),
      underline: state('underline'),
      heading: /^h[1-6]$/i.test(document.queryCommandValue('formatBlock')),
      bulleted: state('insertUnorderedList'),
      numbered: state('insertOrderedList'),
      link: anchorAtCaret() !== null,
    });
  }, [anchorAtCaret]);

  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) return;
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [focused, refresh]);

  /** The editor focused with the selection it had (a toolbar click or the link bar took it). */
  const restore = useCallback(() => {
    const el = editorRef.current;
    if (!el) return;
    el.focus();
    const selection = document.getSelection();
    if (range.current && selection && el.contains(range.current.startContainer)) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
  }, []);

  const run = useCallback(
    (command: EditorCommand) => {
      if (!editable) return;
      if (command === 'link') {
        refresh();
        const anchor = anchorAtCaret();
        setLink({ url: anchor?.getAttribute('href') ?? '', invalid: false, existing: anchor !== null });
        return;
      }
      restore();
      exec('defaultParagraphSeparator', 'p');
      switch (command) {
        case 'heading':
          exec('formatBlock', active.heading ? 'p' : 'h3');
          break;
        case 'bulleted':
          exec('insertUnorderedList');
          break;
        case 'numbered':
          exec('insertOrderedList');
          break;
        case 'clear':
          exec('removeFormat');
          exec('unlink');
          if (document.queryCommandState('insertUnorderedList')) exec('insertUnorderedList');
          if (document.queryCommandState('insertOrderedList')) exec('insertOrderedList');
          exec('formatBlock', 'p');
          break;
        default:
          exec(command);
      }
      emit();
      refresh();
    },
    [editable, refresh, anchorAtCaret, restore, active.heading, emit],
  );

  const applyLink = useCallback(() => {
    if (!link) return;
    const url = checkLinkUrl(link.url);
    if (!url) {
      setLink({ ...link, invalid: true });
      return;
    }
    restore();
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed) {
      const text = url.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      exec('insertHTML', `<a href="${text.replace(/"/g, '&quot;')}">${text}</a>`);
    } else {
      exec('createLink', url);
    }
    setLink(null);
    emit();
    refresh();
  }, [link, restore, emit, refresh]);

  const removeLink = useCallback(() => {
    restore();
    const anchor = anchorAtCaret();
    const selection = document.getSelection();
    if (anchor && selection) {
      const whole = document.createRange();
      whole.selectNodeContents(anchor);
      selection.removeAllRanges();
      selection.addRange(whole);
      exec('unlink');
    }
    setLink(null);
    emit();
    refresh();
  }, [restore, anchorAtCaret, emit, refresh]);

  const cancelLink = useCallback(() => {
    setLink(null);
    restore();
  }, [restore]);

  /** A new line where the browser did not make one: the Enter that ended a Hangul composition. */
  const enter = useImeKeys<KeyboardEvent<HTMLDivElement>>({
    Enter: (event, late) => {
      if (!late) return; // a plain Enter: the browser's own new paragraph or list item
      exec(event.shiftKey ? 'insertLineBreak' : 'insertParagraph');
      emit();
    },
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!editable) return;
      if (enter(event) !== null) return;
      if (isComposingEvent(event)) return;
      const command = commandOfKey(event);
      if (!command) return;
      event.preventDefault();
      run(command);
    },
    [editable, enter, run],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLDivElement>) => {
      if (isComposingInput(event)) return;
      emit();
    },
    [emit],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      if (!editable) return;
      event.preventDefault();
      const pasted = event.clipboardData.getData('text/html');
      const clean = pasted ? cleanEditorHtml(pasted) : textToHtml(event.clipboardData.getData('text/plain'));
      if (clean) exec('insertHTML', clean);
      emit();
    },
    [editable, emit],
  );

  const length = visibleLength(html);
  return {
    html,
    editorRef,
    active,
    run,
    link,
    setLinkUrl: (url: string) => setLink((draft) => (draft ? { ...draft, url, invalid: false } : draft)),
    applyLink,
    removeLink,
    cancelLink,
    length,
    over: maxLength !== undefined && length > maxLength,
    editorProps: {
      onKeyDown,
      onInput,
      onPaste,
      onCompositionEnd: emit,
      onFocus: () => {
        setFocused(true);
        exec('defaultParagraphSeparator', 'p');
      },
      onBlur: () => setFocused(false),
      onKeyUp: refresh,
      onMouseUp: refresh,
    },
  };
}
