export * from './MroProvider';
export * from './Button';
export * from './Accordion';
export {
  useControllableState,
  type UseControllableStateOptions,
  type SetControllableState,
} from './hooks/useControllableState';
export {
  useCompositionKeyDown,
  useImeKeys,
  useImeSubmit,
  isComposingEvent,
  type ImeKeyHandler,
  type KeyHandlers,
} from './hooks/composition';
export { isPlainClick } from './hooks/plainClick';
export {
  createStoredItemStore,
  createMemoryStorage,
  type StoredItemStore,
  type StoredItemStoreOptions,
  type KeyValueStorage,
} from './storage/storedItem';
export {
  createI18n,
  localeFromCode,
  translateMessage,
  uiResources,
  LOCALES,
  UI_NAMESPACE,
  MESSAGES_NAMESPACE,
  type Locale,
} from './i18n/createI18n';
export { theme } from './theme';
export * from './Overlay';
export * from './Modal';
export * from './MessageBox';
export * from './Loading';
export * from './DirtyGuard';
export * from './popup';
export * from './Field';
export * from './TextField';
export * from './TextArea';
export * from './NumberField';
export * from './Stepper';
export * from './Pagination';
export * from './TimePicker';
export * from './PhoneInput';
export * from './DatePicker';
export * from './DateRangePicker';
export * from './MultiTextInput';
export * from './CodeList';
export * from './Checkbox';
export * from './CheckboxGroup';
export * from './RadioGroup';
export * from './Select';
export * from './Dropdown';
export * from './Combobox';
export * from './Badge';
export * from './FileButton';
export * from './StatusLabel';
export * from './Toast';
export * from './Tabs';
export * from './Table';
export * from './RichText';
export * from './RichTextEditor';
export * from './Alert';
export * from './Skeleton';
export * from './Stack';
export * from './ActionBar';
export * from './Icon';
export * from './Card';
export * from './Descriptions';
export * from './Steps';
export * from './Drawer';
export * from './Tooltip';
export * from './Menu';
export * from './FormBox';
export * from './SearchBox';
export * from './FileLoader';
export * from './DataGrid';
export * from './PageTabs';
export * from './NavMenu';
export * from './Breadcrumbs';
export * from './RuleChecklist';
export * from './Toggletip';
export * from './LookupField';
export * from './Carousel';
export * from './PortalLayout';
export * from './ImageGallery';
