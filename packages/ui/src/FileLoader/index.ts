export { FileLoader, type FileLoaderProps } from './FileLoader';
export {
  useFileLoader,
  saveBlobAs,
  fromAttached,
  type FileLoaderApi,
  type FileLoaderMode,
  type UseFileLoaderOptions,
} from './useFileLoader';
export {
  fileLoaderReducer,
  prepareFiles,
  isDirty,
  visibleRows,
  type LoaderFile,
  type Refusal,
} from './fileLoaderState';
