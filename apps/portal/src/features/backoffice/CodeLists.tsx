/**
 * The code lists (decision 0077): the groups (CM031 chat channels, CM057 the upgrade link,
 * PAY_TERM…) with their number of values, and the values of the chosen one with both names,
 * attributes, order and use; a value added or changed in CodeDialog. A change someone made
 * first is refused (MROBO0010, shown by the HTTP layer) and the list is read again; the common
 * codes every screen reads change at once on the server.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCode } from '@mro/contract';
import { ActionBar, Badge, Button, Select, Skeleton, Stack, Table, useToast, type TableColumn } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { codeGroupsQuery, codesQuery, useSaveCode, type CodeDraft } from './contentQueries';
import { CodeDialog } from './CodeDialog';

export function CodeLists() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const c = (key: string, values?: Record<string, unknown>) => t(`boContent.codes.${key}`, values ?? {});
  const api = useApi();
  const toast = useToast();
  const groups = useQuery(codeGroupsQuery(api));
  const [chosen, setChosen] = useState('CM031');
  const list = groups.data?.some((g) => g.cdLstId === chosen) ? chosen : (groups.data?.[0]?.cdLstId ?? '');
  const codes = useQuery(codesQuery(api, list));
  const save = useSaveCode();
  const [editing, setEditing] = useState<AdminCode | 'new' | null>(null);

  const onSave = async (draft: CodeDraft) => {
    const code = editing === 'new' ? null : editing;
    try {
      await save.mutateAsync(code ? { list, code: draft, version: code.version } : { list, code: draft });
      toast.success(c('saved', { cd: draft.cd }));
      setEditing(null);
    } catch {
      // Shown by the HTTP layer; what was typed stays.
    }
  };

  const columns: TableColumn<AdminCode>[] = [
    { key: 'cd', header: c('col.cd') },
    { key: 'cdNmKo', header: c('col.cdNmKo') },
    { key: 'cdNmEn', header: c('col.cdNmEn') },
    { key: 'usePsDefCn1', header: c('attribute', { n: 1 }), render: (r) => r.usePsDefCn1 ?? '' },
    { key: 'usePsDefCn2', header: c('attribute', { n: 2 }), render: (r) => r.usePsDefCn2 ?? '' },
    { key: 'sortOrd', header: c('col.sortOrd'), align: 'end' },
    {
      key: 'useYn',
      header: c('col.useYn'),
      render: (r) => <Badge tone={r.useYn === 'Y' ? 'success' : 'neutral'}>{c(`useOf.${r.useYn}`)}</Badge>,
    },
    {
      key: 'action',
      header: c('col.action'),
      align: 'center',
      render: (r) => (
        <Button size="sm" aria-label={c('editOf', { cd: r.cd })} onClick={() => setEditing(r)}>
          {c('edit')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="3">
      {groups.isError ? (
        <p>{c('failed')}</p>
      ) : !groups.data ? (
        <Skeleton lines={6} aria-label={c('loading')} />
      ) : (
        <>
          <ActionBar
            start={
              <Select
                aria-label={c('group')}
                emptyOption={false}
                value={list}
                onValueChange={setChosen}
                items={groups.data.map((g) => ({
                  cd: g.cdLstId,
                  cdNm: c('groupOf', { id: g.cdLstId, count: g.count, inUse: g.inUse }),
                }))}
              />
            }
          >
            <Button onClick={() => setEditing('new')}>{c('add')}</Button>
          </ActionBar>
          {!codes.data ? (
            <Skeleton lines={6} aria-label={c('loading')} />
          ) : (
            <Table
              caption={list}
              rowKey={(r) => r.cd}
              rows={codes.data}
              columns={columns}
              serverSort
              maxHeight="70vh"
              empty={c('empty')}
            />
          )}
        </>
      )}
      {editing && (
        <CodeDialog
          key={editing === 'new' ? 'new' : `${editing.cd}-${editing.version}`}
          list={list}
          code={editing === 'new' ? null : editing}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
