/**
 * The menus of a system (decision 0077): the tree (indented by level) with both names, path,
 * program id, order, use and the roles that open each; a menu changed in MenuDialog with its
 * events per role. The users' menus change at once on the server (their kept answers drop); a
 * change someone made first is refused (MROBO0010, shown by the HTTP layer), the list read again.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminMenu } from '@mro/contract';
import { ActionBar, Badge, Button, Group, Select, Skeleton, Stack, Table, useToast, type TableColumn } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { menuTree } from './contentModel';
import { menusQuery, useSaveMenu, type MenuDraft } from './contentQueries';
import { MenuDialog } from './MenuDialog';

const SYSTEMS = ['BY', 'SP', 'MP', 'PO', 'DEV'] as const;

export function Menus() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const m = (key: string, values?: Record<string, unknown>) => t(`boContent.menus.${key}`, values ?? {});
  const api = useApi();
  const toast = useToast();
  const [system, setSystem] = useState<string>('BY');
  const query = useQuery(menusQuery(api, system));
  const save = useSaveMenu();
  const [editing, setEditing] = useState<AdminMenu | null>(null);
  const en = i18n.language === 'en';

  const onSave = async (draft: MenuDraft) => {
    if (!editing) return;
    try {
      await save.mutateAsync({ menuId: editing.menuId, menu: draft, version: editing.version });
      toast.success(m('saved', { name: en ? draft.menuNmEn : draft.menuNmKo }));
      setEditing(null);
    } catch {
      // Shown by the HTTP layer; what was typed stays.
    }
  };

  const columns: TableColumn<AdminMenu>[] = [
    {
      key: 'menuNmKo',
      header: m('col.name'),
      render: (r) => `${'· '.repeat(Math.max(0, r.menuLv - 1))}${en ? r.menuNmEn : r.menuNmKo}`,
    },
    {
      key: 'menuNmEn',
      header: en ? m('col.menuNmKo') : m('col.menuNmEn'),
      render: (r) => (en ? r.menuNmKo : r.menuNmEn),
    },
    { key: 'path', header: m('col.path'), render: (r) => r.path ?? '' },
    { key: 'prgmId', header: m('col.prgmId'), render: (r) => r.prgmId ?? '' },
    { key: 'sortOrd', header: m('col.sortOrd'), align: 'end' },
    {
      key: 'roles',
      header: m('col.roles'),
      render: (r) => (
        <Group gap="1">
          {r.roles.map((role) => (
            <Badge key={role} tone="info">
              {m(`role.${role}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'useYn',
      header: m('col.useYn'),
      render: (r) => <Badge tone={r.useYn === 'Y' ? 'success' : 'neutral'}>{m(`useOf.${r.useYn}`)}</Badge>,
    },
    {
      key: 'action',
      header: m('col.action'),
      align: 'center',
      render: (r) => (
        <Button
          size="sm"
          aria-label={m('editOf', { name: en ? r.menuNmEn : r.menuNmKo })}
          onClick={() => setEditing(r)}
        >
          {m('edit')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="3">
      <ActionBar
        start={
          <Select
            aria-label={m('system')}
            emptyOption={false}
            value={system}
            onValueChange={setSystem}
            items={SYSTEMS.map((cd) => ({ cd, cdNm: m(`systemOf.${cd}`) }))}
          />
        }
      />
      {query.isError ? (
        <p>{m('failed')}</p>
      ) : !query.data ? (
        <Skeleton lines={6} aria-label={m('loading')} />
      ) : (
        <Table
          caption={m(`systemOf.${system}`)}
          rowKey={(r) => r.menuId}
          rows={menuTree(query.data)}
          columns={columns}
          serverSort
          maxHeight="70vh"
          empty={m('empty')}
        />
      )}
      {editing && (
        <MenuDialog
          key={`${editing.menuId}-${editing.version}`}
          menu={editing}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
