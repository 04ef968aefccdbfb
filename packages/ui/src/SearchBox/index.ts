export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useSearchBox, layoutRows, type UseSearchBoxOptions } from './useSearchBox';
