/**
 * The server's refusal of an editable list's save as the grid's cell errors (decision 0089). Pure;
 * tested with the lists' models (itemRequests/model.test.ts, supplierCatalog/model.test.ts).
 */
import type { MessageParams } from '@mro/rules';
import type { CellError } from '@mro/ui';

/** The server's field errors named `<rowKey>.<field>` as grid cell errors; others are left out. */
export function serverRefusals(
  fields: readonly { field?: string; code?: string; reason: string; params?: MessageParams }[],
  keys: ReadonlySet<string>,
): CellError[] {
  const refusals: CellError[] = [];
  for (const f of fields) {
    const dot = f.field?.lastIndexOf('.') ?? -1;
    if (!f.field || dot < 0) continue;
    const key = f.field.slice(0, dot);
    if (keys.has(key))
      refusals.push({ key, column: f.field.slice(dot + 1), code: f.code ?? f.reason, params: f.params ?? {} });
  }
  return refusals;
}
