export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { useRichTextEditor, type UseRichTextEditorOptions, type LinkDraft } from './useRichTextEditor';
export {
  cleanEditorHtml,
  checkLinkUrl,
  visibleLength,
  EDITOR_TAGS,
  EDITOR_COMMANDS,
  type EditorCommand,
} from './editorCore';
