/**
 * The back office's posts (issue 45 item 3, decision 0076): notices, FAQ and reference posts of
 * every audience, a board at a time, searched in the title and body (at most 200, newest first).
 * A post is written or changed in PostDialog (the body in @mro/ui's RichTextEditor, attachments
 * through the FileLoader); delete asks first. Closing the dialog returns focus to the button that
 * opened it; after a delete focus goes to the table. The list's wiring is common/TableList (decision 0089).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import { Badge, Button, FormItem, Group, Select, TextField, useToast, type TableColumn } from '@mro/ui';
import { BOARD_IDS, type AdminBoardRow, type BoardId } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { TableList, useRowAct, useTableList } from '../common/TableList';
import { postsQuery, useDeletePost } from './postQueries';
import { PostDialog } from './PostDialog';

export function Posts() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const toast = useToast();
  const list = useTableList<{ board: BoardId; q: string }>({
    opening: { board: 'NOTICE', q: '' },
    schema: { board: 'required', q: 'max:100' },
    clean: (values) => ({ board: values.board, q: values.q.trim() }),
  });
  const search = list.conditions;
  const query = useQuery(postsQuery(api, search.board, search.q));
  const remove = useDeletePost();
  const [editing, setEditing] = useState<{ ntcnId: number | null } | null>(null);
  const p = (key: string, values?: Record<string, unknown>) => t(`backoffice.posts.${key}`, values ?? {});

  const { panel, act } = useRowAct(() => query.refetch());
  // A post gone already or changed after it was listed (MROBO0021 with who) is told by the presenter.
  const runDelete = (row: AdminBoardRow) =>
    act({
      question: p('confirmDelete', { title: row.titlCn }),
      run: () => remove.mutateAsync({ ntcnId: row.ntcnId, version: row.version }),
      done: p('deleted', { title: row.titlCn }),
    });

  const columns: TableColumn<AdminBoardRow>[] = [
    {
      key: 'titlCn',
      header: p('col.title'),
      render: (r) => (
        <Button variant="ghost" size="sm" onClick={() => setEditing({ ntcnId: r.ntcnId })}>
          {r.titlCn}
        </Button>
      ),
    },
    { key: 'sysGbCd', header: p('col.audience'), render: (r) => p(`audience.${r.sysGbCd}`) },
    {
      key: 'beforeLoginYn',
      header: p('col.visibility'),
      render: (r) => (r.beforeLoginYn === 'Y' ? <Badge tone="info">{p('beforeLogin')}</Badge> : p('signedInOnly')),
    },
    {
      key: 'athFileYn',
      header: p('col.files'),
      align: 'center',
      render: (r) => (r.athFileYn === 'Y' ? p('hasFiles') : '-'),
    },
    { key: 'regDt', header: p('col.regDt'), render: (r) => <time dateTime={r.regDt}>{formatDateTime(r.regDt)}</time> },
    {
      key: 'updDt',
      header: p('col.updDt'),
      render: (r) => (r.updDt ? `${formatDateTime(r.updDt)} (${r.updLoginId ?? '-'})` : '-'),
    },
    { key: 'viewCnt', header: p('col.views'), align: 'end' },
    {
      key: 'action',
      header: p('col.action'),
      align: 'center',
      render: (r) => (
        <Group gap="2" justify="center">
          <Button
            size="sm"
            variant="secondary"
            aria-label={p('editOf', { title: r.titlCn })}
            onClick={() => setEditing({ ntcnId: r.ntcnId })}
          >
            {p('edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            aria-label={p('deleteOf', { title: r.titlCn })}
            onClick={() => void runDelete(r)}
          >
            {p('delete')}
          </Button>
        </Group>
      ),
    },
  ];

  const fields = (
    <>
      <FormItem name="board" label={p('board')}>
        <Select items={BOARD_IDS.map((cd) => ({ cd, cdNm: p(`boardOf.${cd}`) }))} />
      </FormItem>
      <FormItem name="q" label={p('q')}>
        <TextField maxLength={100} />
      </FormItem>
    </>
  );
  return (
    <TableList
      list={list}
      name="backoffice.posts"
      fields={fields}
      result={query}
      max={200}
      caption={p('caption', { board: p(`boardOf.${search.board}`) })}
      rowKey={(r) => String(r.ntcnId)}
      columns={columns}
      actions={<Button onClick={() => setEditing({ ntcnId: null })}>{p('new')}</Button>}
      panelRef={panel}
    >
      {editing && (
        <PostDialog
          ntcnId={editing.ntcnId}
          board={search.board}
          onClose={() => setEditing(null)}
          onSaved={(title) => {
            toast.success(p('saved', { title }));
            void query.refetch();
          }}
        />
      )}
    </TableList>
  );
}
