// Table: a static, semantic <table> for read-only lists (orders, notices, files): a caption,
// headers with scope, sortable columns (a button in the header, aria-sort on the sorted one), a
// sticky header in its own scroll box, a row that is a link (a real <a> in its first cell; a click
// anywhere on the row follows it), and below 480 px of box a stacked layout. Contract: no editing,
// no virtualisation (DataGrid does those); the scroll box is focusable and named when it scrolls.
// Cost: one render of every row; sorting as useTable.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable, type TableColumn, type UseTableOptions } from './useTable';
import { Arrow, Empty, Grid, RowLink, Scroll, SortButton } from './Table.styles';

export interface TableProps<T> extends UseTableOptions<T> {
  /** The table's name (a visible caption, unless `hideCaption`). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only (a heading right above already names the list). */
  hideCaption?: boolean | undefined;
  /** What an empty table says (default: the catalogue's "no data"). */
  empty?: ReactNode;
  rowKey: (row: T) => string;
  /** Makes each row a link to this address. */
  rowHref?: ((row: T) => string) | undefined;
  /** A height past which the body scrolls under the sticky header. */
  maxHeight?: string | undefined;
  className?: string | undefined;
}

export function Table<T>({
  caption,
  hideCaption,
  empty,
  rowKey,
  rowHref,
  maxHeight,
  className,
  ...options
}: TableProps<T>) {
  const { t } = useTranslation('ui');
  const table = useTable(options);
  const captionId = `${useId()}-caption`;
  const { columns } = options;
  const cell = (row: T, column: TableColumn<T>) =>
    column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
  return (
    <Scroll
      className={className}
      $maxHeight={maxHeight}
      {...(maxHeight ? { role: 'region', tabIndex: 0, 'aria-labelledby': captionId } : {})}
    >
      <Grid>
        <caption id={captionId} data-hidden={hideCaption ? '' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = table.sort?.key === column.key ? table.sort.direction : null;
              return (
                <th
                  key={column.key}
                  {...table.getHeaderProps(column)}
                  data-align={column.align}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.sortable ? (
                    <SortButton {...table.getSortButtonProps(column)}>
                      {column.header}
                      <Arrow aria-hidden="true" $active={sorted !== null}>
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </Arrow>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <Empty colSpan={columns.length}>{empty ?? t('table.empty')}</Empty>
            </tr>
          )}
          {table.rows.map((row) => {
            const href = rowHref?.(row);
            return (
              <tr key={rowKey(row)} data-linked={href ? '' : undefined} onClick={href ? table.onRowClick : undefined}>
                {columns.map((column, index) => (
                  <td key={column.key} data-label={column.header} data-align={column.align}>
                    {href && index === 0 ? (
                      <RowLink href={href} data-row-link="">
                        {cell(row, column)}
                      </RowLink>
                    ) : (
                      cell(row, column)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Grid>
    </Scroll>
  );
}
