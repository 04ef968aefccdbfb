export { CodeListProvider, type CodeListProviderProps } from './CodeListProvider';
export { createCodeListStore, type CodeListLoader, type CodeListStore } from './CodeListContext';
export { useCodeList, type CodeListState } from './useCodeList';
