/**
 * The save of an editable list (new-item requests, the supplier's catalogue; decision 0089): only
 * the grid's changes, all or none. Nothing changed is told (`nothing`); the rules of @mro/rules
 * refuse cells before anything is sent (alerted, then shown on their cells); the user confirms
 * with the counts; a refusal of the server (`refused` statuses: its field errors named
 * `<rowKey>.<field>`) is alerted and put on its cells, and every edit stays in the grid with a note
 * under it; a save that went through is a toast and the last search runs again (the new saved
 * point). GridList's `saving` draws the list's reset and save at the end of its toolbar, shown with
 * SAVE (SaveButtons). Texts are the screen's
 * `<name>.confirmSave`, `.saved`, `.notSaved`, `.reset`, `.save`.
 */
import { useState } from 'react';
import { useGridDiscard, useMessageBox, useToast, type CellError, type GridChanges } from '@mro/ui';
import type { FieldValues } from 'react-hook-form';
import { failureOf } from '../../http/result';
import type { GridList, GridSave } from './GridList';
import { serverRefusals } from './gridRefusals';

export interface GridSaveOptions<Row extends { key: string }> {
  /** The message code when nothing changed. */
  nothing: string;
  /** The refusals of the rules before sending. */
  localRefusals: (changes: GridChanges<Row>) => CellError[];
  /** The save call (a mutation's mutateAsync). */
  send: (changes: GridChanges<Row>) => Promise<unknown>;
  /** The statuses whose field errors go on their cells (default 400). */
  refused?: readonly number[];
  /** The note under the grid after a failure (default: every failure). */
  noted?: (failure: NonNullable<ReturnType<typeof failureOf>>) => boolean;
}

export function useGridSave<Conditions extends FieldValues, Row extends { key: string }>(
  list: GridList<Conditions, Row>,
  { nothing, localRefusals, send, refused = [400], noted = () => true }: GridSaveOptions<Row>,
): GridSave {
  const { t, name, rows, grid, search } = list;
  const box = useMessageBox();
  const toast = useToast();
  const discard = useGridDiscard(rows);
  const [note, setNote] = useState('');
  const save = async () => {
    const changes = rows.getChanges();
    const counts = {
      created: changes.created.length,
      updated: changes.updated.length,
      deleted: changes.deleted.length,
    };
    if (!counts.created && !counts.updated && !counts.deleted) {
      await box.alert(nothing);
      return;
    }
    const local = localRefusals(changes);
    if (local.length) {
      await box.alert(local[0]!.code, { params: local[0]!.params ?? {} });
      grid.showCellErrors(local);
      return;
    }
    if (!(await box.confirm(t(`${name}.confirmSave`, counts)))) return;
    setNote('');
    try {
      await send(changes);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      if (failure.status !== null && refused.includes(failure.status)) {
        // Refusals of this save: alerted here, then put on their cells (the alert gives the focus back first).
        await box.alert(failure.message);
        const keys = new Set([...changes.created, ...changes.updated].map((r) => r.key));
        grid.showCellErrors(serverRefusals(failure.fields ?? [], keys));
      }
      if (noted(failure)) setNote(t(`${name}.notSaved`));
      return;
    }
    toast.success(t(`${name}.saved`, counts));
    if (search.last) await search.run(search.last.conditions);
    else rows.commit();
  };
  return { save, discard, note, clearNote: () => setNote('') };
}
