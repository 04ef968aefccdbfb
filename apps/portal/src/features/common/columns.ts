/**
 * A list's column maker (issue 55 item 3: every grid's columns hook wrote it again): the header
 * is the screen's `<prefix>.col.<key>`, sortable where the server sorts (`sortable`, when the list
 * sorts on the server), read-only unless the grid is editable (`editable`: each column then says
 * its own), and `extra` adds the rest (width, alignment, a renderer, an editor).
 */
import type { TFunction } from 'i18next';
import type { DataGridColumn } from '@mro/ui';

export function columnMaker<Row extends object>(
  t: TFunction,
  prefix: string,
  { sortable, editable = false }: { sortable?: ReadonlySet<string>; editable?: boolean } = {},
) {
  return (
    key: DataGridColumn<Row>['key'],
    width: number,
    extra: Partial<DataGridColumn<Row>> = {},
  ): DataGridColumn<Row> => ({
    key,
    header: t(`${prefix}.col.${String(key)}`),
    width,
    ...(sortable ? { sortable: sortable.has(String(key)) } : {}),
    ...(editable ? {} : { editable: false }),
    ...extra,
  });
}
