// The Combobox's behaviour (WAI-ARIA APG combobox with a listbox popup, list autocomplete): typed
// filtering of local items, a code group or a server source, one or several values, free text or
// listed values only. Contract: nothing filters, opens or commits while an IME composition is under
// way (`isComposingEvent` on keys, composition events on text; the query follows the text only when
// a syllable is committed); a server source is asked at most once per 200 ms pause in typing and a
// request whose query is stale is aborted through its AbortSignal. Cost: one filter pass per
// committed query; no work per keystroke during a composition.
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { CodeItem } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';
import { isComposingEvent, isComposingInput, useImeKeys } from '../hooks/composition';
import { useCodeList } from '../CodeList/useCodeList';
import {
  chooseValue,
  filterOptions,
  labelOf,
  listStatus,
  moveActive,
  removeLastValue,
  valueOfText,
  type ComboboxStatus,
} from './comboboxCore';

/** A server source: the items for a query. Abort the request when `signal` fires (a newer query came). */
export type ComboboxSource = (query: string, signal: AbortSignal) => Promise<readonly CodeItem[]>;

/** Quiet time after the last committed keystroke before a server source is asked. */
export const COMBOBOX_DEBOUNCE_MS = 200;

interface CommonOptions {
  /** Local items (filtered here). */
  items?: readonly CodeItem[] | undefined;
  /** Items of this common-code group through the CodeListProvider (filtered here). */
  codeGroup?: string | undefined;
  /** Items from a server for the query (filtered there); debounced, stale requests aborted. */
  loadItems?: ComboboxSource | undefined;
  /** Items of values chosen before the source listed them (their labels). */
  selectedItems?: readonly CodeItem[] | undefined;
  /** Typed text that is no listed item may be a value (default: listed values only). */
  freeText?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  debounceMs?: number | undefined;
}

export interface UseComboboxSingleOptions extends CommonOptions {
  multiple?: false | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

export interface UseComboboxMultipleOptions extends CommonOptions {
  multiple: true;
  value?: readonly string[] | undefined;
  defaultValue?: readonly string[] | undefined;
  onValueChange?: ((value: string[]) => void) | undefined;
}

export type UseComboboxOptions = UseComboboxSingleOptions | UseComboboxMultipleOptions;

export interface ComboboxInputProps {
  role: 'combobox';
  value: string;
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
  readOnly: boolean | undefined;
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (event: { currentTarget: HTMLInputElement }) => void;
  onClick: () => void;
  onBlur: () => void;
}

export interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: () => void;
  onClick: (event: MouseEvent) => void;
}

export interface UseComboboxResult {
  open: boolean;
  multiple: boolean;
  /** The chosen values, in order (one at most when single). */
  values: readonly string[];
  /** The chosen values with their labels (the chips of a multiple combobox). */
  chosen: readonly { value: string; label: string }[];
  /** The options the list shows for the committed query. */
  options: readonly CodeItem[];
  active: number;
  status: ComboboxStatus;
  /** A server or code-list load is under way. */
  loading: boolean;
  listboxId: string;
  setOpen: (open: boolean) => void;
  remove: (value: string) => void;
  getInputProps: () => ComboboxInputProps;
  getOptionProps: (index: number) => ComboboxOptionProps;
}

const toArray = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? (value === '' ? [] : [value]) : value;

const NO_VALUES: readonly string[] = [];

export function useCombobox(options: UseComboboxOptions): UseComboboxResult {
  const { items, codeGroup, loadItems, selectedItems, freeText = false, disabled, readOnly } = options;
  const debounceMs = options.debounceMs ?? COMBOBOX_DEBOUNCE_MS;
  const multiple = options.multiple === true;
  const notify = options.onValueChange as ((value: string | string[]) => void) | undefined;
  const [values, setValues] = useControllableState<readonly string[]>({
    value: toArray(options.value),
    defaultValue: toArray(options.defaultValue) ?? NO_VALUES,
    onChange: (next) => notify?.(multiple ? [...next] : (next[0] ?? '')),
  });

  const local = useCodeList(loadItems ? undefined : codeGroup, loadItems ? undefined : items);
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  // The text in the box, and the query: the text as of the last committed (not composing) change.
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Single: while false the box shows the chosen item's label rather than typed text.
  const [editing, setEditing] = useState(false);
  const composing = useRef(false);
  const [remote, setRemote] = useState<{ query: string; items: readonly CodeItem[]; failed: boolean } | null>(null);
  const [seen, setSeen] = useState<ReadonlyMap<string, CodeItem>>(() => new Map());
  const listboxId = `${useId()}-listbox`;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const known = useMemo(() => {
    const map = new Map(seen);
    for (const item of [...(selectedItems ?? []), ...local.items]) map.set(item.cd, item);
    return map;
  }, [seen, selectedItems, local.items]);

  const fetchItems = useEffectEvent((q: string, signal: AbortSignal) => loadItems!(q, signal));
  const hasLoader = loadItems !== undefined;
  const fresh = remote !== null && remote.query === query;
  useEffect(() => {
    if (!hasLoader || !open || fresh) return;
    const controller = new AbortController();
    let settled = false;
    const timer = setTimeout(() => {
      fetchItems(query, controller.signal).then(
        (found) => {
          settled = true;
          if (controller.signal.aborted) return;
          setRemote({ query, items: found, failed: false });
          setSeen((before) => new Map([...before, ...found.map((item) => [item.cd, item] as const)]));
        },
        () => {
          settled = true;
          if (!controller.signal.aborted) setRemote({ query, items: [], failed: true });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      // Only a request still under way is stale; one that answered is left alone.
      if (!settled) controller.abort();
    };
  }, [hasLoader, open, fresh, query, debounceMs]);

  const shown = useMemo(
    () => (hasLoader ? filterOptions(remote?.items ?? [], '') : filterOptions(local.items, query)),
    [hasLoader, remote, local.items, query],
  );
  const loading = hasLoader ? open && !fresh : local.loading;
  const failed = hasLoader ? Boolean(fresh && remote?.failed) : local.failed;
  const inert = Boolean(disabled || readOnly);

  const setOpen = (next: boolean, activeIndex?: number) => {
    if (next && inert) return;
    setOpenState(next);
    if (next) {
      const chosen = shown.findIndex((item) => values.includes(item.cd));
      setActive(activeIndex ?? (chosen >= 0 ? chosen : freeText ? -1 : 0));
    }
  };

  const applyQuery = (next: string) => {
    setQuery(next);
    setOpen(true, freeText ? -1 : 0);
  };

  const commit = (cd: string) => {
    setValues(chooseValue(values, cd, multiple));
    setText('');
    setQuery('');
    setEditing(false);
    if (multiple) setActive((i) => i);
    else setOpenState(false);
  };

  /** Typed text that stands for a value (a listed label or code, or free text when allowed). */
  const typedValue = () => valueOfText(text, [...shown, ...known.values()], freeText);

  const leave = () => {
    setOpenState(false);
    if (!editing && !multiple) return;
    const typed = typedValue();
    if (multiple) {
      if (typed !== null && !values.includes(typed)) setValues([...values, typed]);
    } else if (text.trim() === '') setValues(NO_VALUES);
    else if (typed !== null) setValues([typed]);
    setText('');
    setQuery('');
    setEditing(false);
  };

  // Enter chooses once per press (decision 0026): at once, or, when it ends a Korean syllable,
  // after the syllable is committed and the list filtered by it; a Japanese or Chinese candidate's
  // Enter only confirms the candidate.
  const enterKey = useImeKeys<KeyboardEvent<HTMLInputElement>>({
    Enter: (event, late) => {
      if (inert) return;
      const option = open ? shown[active] : undefined;
      const typed = option ? null : typedValue();
      if (option) commit(option.cd);
      else if (typed !== null && editing) commit(typed);
      else if (!open) return; // Enter on a closed box with nothing typed submits the form.
      if (!late) event.preventDefault();
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (enterKey(event)) return;
    // Other keys that belong to a composition do nothing here.
    if (composing.current || isComposingEvent(event) || inert) return;
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true, event.altKey ? undefined : key === 'ArrowUp' ? shown.length - 1 : undefined);
      else if (!event.altKey) setActive(moveActive(active, key === 'ArrowDown' ? 1 : -1, shown.length));
    } else if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpenState(false);
      } else if (editing) {
        event.preventDefault();
        setText('');
        setQuery('');
        setEditing(false);
      }
    } else if (key === 'Backspace' && multiple && text === '' && values.length > 0) {
      event.preventDefault();
      setValues(removeLastValue(values));
    } else if (key === 'Tab') {
      setOpenState(false);
    }
  };

  const display = multiple || editing ? text : values[0] ? labelOf(values[0], known) : '';

  return {
    open,
    multiple,
    values,
    chosen: values.map((value) => ({ value, label: labelOf(value, known) })),
    options: shown,
    active,
    status: listStatus(loading, failed, shown.length),
    loading,
    listboxId,
    setOpen: (next) => setOpen(next),
    remove: (value) => {
      if (!inert) setValues(values.filter((v) => v !== value));
    },
    getInputProps: () => ({
      role: 'combobox',
      value: display,
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': open && shown[active] ? optionId(active) : undefined,
      readOnly: readOnly || undefined,
      disabled: disabled || undefined,
      onChange: (event) => {
        if (inert) return;
        const next = event.target.value;
        setText(next);
        setEditing(true);
        // The input event says whether it belongs to a composition (a commit may come without a
        // compositionend first, as Chrome's insertText does).
        composing.current = isComposingInput(event);
        if (!composing.current) applyQuery(next);
      },
      onKeyDown,
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: (event) => {
        composing.current = false;
        if (inert) return;
        setText(event.currentTarget.value);
        setEditing(true);
        applyQuery(event.currentTarget.value);
      },
      onClick: () => setOpen(!open),
      onBlur: leave,
    }),
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': shown[index] !== undefined && values.includes(shown[index].cd),
      // The input keeps the focus (and the caret) while the pointer chooses.
      onPointerDown: (event) => event.preventDefault(),
      onPointerMove: () => setActive(index),
      onClick: (event) => {
        event.preventDefault();
        if (shown[index]) commit(shown[index].cd);
      },
    }),
  };
}
