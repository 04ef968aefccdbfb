export { Pagination, type PaginationProps } from './Pagination';
export { usePagination, pageCount, pageWindow, type UsePaginationOptions } from './usePagination';
