export * from './MroProvider';
export * from './Button';
export {
  useControllableState,
  type UseControllableStateOptions,
  type SetControllableState,
} from './hooks/useControllableState';
export { useCompositionKeyDown, isComposingEvent, type KeyHandlers } from './hooks/composition';
export {
  createStoredItemStore,
  createMemoryStorage,
  type StoredItemStore,
  type StoredItemStoreOptions,
  type KeyValueStorage,
} from './storage/storedItem';
export { createI18n, localeFromCode, uiResources, LOCALES, UI_NAMESPACE, type Locale } from './i18n/createI18n';
export { theme } from './theme';
