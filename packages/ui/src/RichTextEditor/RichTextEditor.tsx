// RichTextEditor: a post's body written with formatting (decision 0076). A toolbar (bold, italic,
// underline, heading, bulleted and numbered lists, link, clear formatting) whose toggles say
// whether they are on at the caret (aria-pressed) and whose keys work from the text (Ctrl/⌘+B…),
// over a contentEditable area named by its Field (label, hint, error, required) like every input.
// The value is cleaned HTML (editorCore.ts) in value/defaultValue/onValueChange; pasted HTML keeps
// only the editor's tags; past `maxLength` visible characters it says so and is invalid, nothing
// cut. Disabled and read-only show the body without the toolbar acting. State: useRichTextEditor.
import { useCallback, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { assignRef } from '../hooks/assignRef';
import { useTranslation } from 'react-i18next';
import { Bold, Heading3, Italic, Link, List, ListOrdered, RemoveFormatting, Underline } from 'lucide-react';
import { useFieldContext, isFieldDisabled } from '../Field/FieldContext';
import { Icon, type IconComponent } from '../Icon/Icon';
import { translateMessage } from '../i18n/createI18n';
import { useCompositionKeyDown } from '../hooks/composition';
import { EDITOR_COMMANDS, SHORTCUTS, TOGGLES, shortcutLabel, type EditorCommand } from './editorCore';
import { useRichTextEditor, type UseRichTextEditorOptions } from './useRichTextEditor';
import { Body, EditorRoot, Footer, LinkBar, LinkError, Over, ToolButton, Toolbar } from './RichTextEditor.styles';

const ICONS: Record<EditorCommand, IconComponent> = {
  bold: Bold,
  italic: Italic,
  underline: Underline,
  heading: Heading3,
  bulleted: List,
  numbered: ListOrdered,
  link: Link,
  clear: RemoveFormatting,
};

export interface RichTextEditorProps
  extends UseRichTextEditorOptions, Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children'> {
  invalid?: boolean | undefined;
  /** The writing area's least height in px (default 160). */
  minHeight?: number | undefined;
  /** The writing area (a form focuses it on an error). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function RichTextEditor({
  value,
  defaultValue,
  onValueChange,
  maxLength,
  disabled: ownDisabled,
  readOnly = false,
  invalid,
  minHeight = 160,
  id,
  className,
  ref,
  ...rest
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation('ui');
  const field = useFieldContext();
  const disabled = isFieldDisabled(ownDisabled, field);
  const { editorRef, editorProps, active, run, link, setLinkUrl, applyLink, removeLink, cancelLink, length, over } =
    useRichTextEditor({ value, defaultValue, onValueChange, maxLength, disabled, readOnly });
  const editable = !disabled && !readOnly;
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkInput = useRef<HTMLInputElement | null>(null);
  const baseId = id ?? field?.controlId ?? undefined;
  const limitId = baseId ? `${baseId}-limit` : undefined;
  const linkErrorId = baseId ? `${baseId}-link-error` : undefined;
  const mac = isMac();
  const setBody = useCallback(
    (node: HTMLDivElement | null) => {
      editorRef.current = node;
      assignRef(ref, node);
    },
    [editorRef, ref],
  );

  const move = (to: number) => {
    const next = (to + EDITOR_COMMANDS.length) % EDITOR_COMMANDS.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  // The toolbar is one tab stop; the arrows, Home and End move within it (WAI-ARIA toolbar).
  const toolbarKeys = useCompositionKeyDown<HTMLDivElement>({
    ArrowRight: (e) => {
      e.preventDefault();
      move(focusIndex + 1);
    },
    ArrowLeft: (e) => {
      e.preventDefault();
      move(focusIndex - 1);
    },
    Home: (e) => {
      e.preventDefault();
      move(0);
    },
    End: (e) => {
      e.preventDefault();
      move(EDITOR_COMMANDS.length - 1);
    },
  });
  const linkKeys = useCompositionKeyDown<HTMLInputElement>({
    Enter: (e) => {
      e.preventDefault();
      applyLink();
    },
    Escape: (e) => {
      e.preventDefault();
      cancelLink();
    },
  });

  const isInvalid = invalid ?? (field?.invalid || over);
  const describedBy = [field?.describedBy, over ? limitId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <EditorRoot $invalid={Boolean(isInvalid)} $disabled={disabled} className={className} data-mro="rich-text-editor">
      <Toolbar
        role="toolbar"
        aria-label={t('richTextEditor.toolbar')}
        aria-controls={baseId}
        aria-disabled={!editable || undefined}
        onKeyDown={toolbarKeys.onKeyDown}
      >
        {EDITOR_COMMANDS.map((command, index) => {
          const keys = shortcutLabel(command, mac);
          return (
            <ToolButton
              key={command}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={!editable}
              aria-label={t(`richTextEditor.${command}`)}
              aria-keyshortcuts={SHORTCUTS[command].replace('Mod', mac ? 'Meta' : 'Control')}
              aria-pressed={TOGGLES.has(command) ? Boolean(active[command]) : undefined}
              title={`${t(`richTextEditor.${command}`)} (${keys})`}
              // Keep the text's selection: the command acts on it.
              onMouseDown={(e) => e.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                run(command);
                if (command === 'link') requestAnimationFrame(() => linkInput.current?.focus());
              }}
            >
              <Icon icon={ICONS[command]} size={18} />
            </ToolButton>
          );
        })}
      </Toolbar>
      {link && (
        <LinkBar role="group" aria-label={t('richTextEditor.link')}>
          <input
            ref={linkInput}
            type="url"
            inputMode="url"
            aria-label={t('richTextEditor.linkUrl')}
            placeholder="https://"
            value={link.url}
            aria-invalid={link.invalid || undefined}
            aria-describedby={link.invalid ? linkErrorId : undefined}
            onChange={(e) => setLinkUrl(e.target.value)}
            {...linkKeys}
          />
          <ToolButton type="button" onClick={applyLink}>
            {t('richTextEditor.linkApply')}
          </ToolButton>
          {link.existing && (
            <ToolButton type="button" onClick={removeLink}>
              {t('richTextEditor.linkRemove')}
            </ToolButton>
          )}
          <ToolButton type="button" onClick={cancelLink}>
            {t('richTextEditor.linkCancel')}
          </ToolButton>
          {link.invalid && (
            <LinkError id={linkErrorId} role="alert">
              {t('richTextEditor.linkInvalid')}
            </LinkError>
          )}
        </LinkBar>
      )}
      <Body
        {...rest}
        ref={setBody}
        id={baseId}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={rest['aria-label'] ? undefined : field?.labelId}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={field?.required || undefined}
        aria-readonly={readOnly || undefined}
        aria-disabled={disabled || undefined}
        contentEditable={editable}
        suppressContentEditableWarning
        tabIndex={disabled ? -1 : 0}
        $minHeight={minHeight}
        {...(editable ? editorProps : {})}
        onBlur={(event) => {
          if (editable) editorProps.onBlur();
          rest.onBlur?.(event);
        }}
      />
      {maxLength !== undefined && (
        <Footer>
          <span id={limitId} role="status">
            {over ? <Over>{translateMessage(i18n, 'PICMCM0038', { max: maxLength })}</Over> : null}
          </span>
          <span aria-live="polite" data-testid="counter">
            {t('richTextEditor.counter', { count: length, max: maxLength })}
          </span>
        </Footer>
      )}
    </EditorRoot>
  );
}
