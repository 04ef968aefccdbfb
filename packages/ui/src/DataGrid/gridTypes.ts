// The grid's paging and Excel options (DataGrid's props; the Excel bar reads them too).
import type { UseGridExcelOptions } from './useGridExcel';

export type DataGridPaging<Row> =
  | {
      /** Server pages with the Pagination widget (default 50 rows a page). */
      mode: 'page';
      totalCount: number;
      page?: number;
      pageSize?: number;
      onPageChange: (page: number) => void;
    }
  | {
      /** More rows (default 100) when the scroll nears the end; the scroll position stays. */
      mode: 'scroll';
      hasMore: boolean;
      onLoadMore: () => Promise<readonly Row[]>;
    };

export interface DataGridExcel<Row> extends UseGridExcelOptions<Row> {
  /** Offer the Excel download (default true; never for the main and marketplace systems). */
  export?: boolean;
  /** Offer the Excel upload (needs `newRow`). */
  import?: boolean;
  /**
   * Where the Excel buttons go instead of the grid's toolbar: an element outside the grid (the
   * page heading's actions, issue 41), rendered into through a portal. Null or absent: above the grid.
   */
  buttonsIn?: HTMLElement | null;
}
