/**
 * The users of the companies (decision 0067): searched by login id, name, e-mail or company and
 * by state (at most 200 rows), each with its state and sign-in lock and the actions its state
 * allows (userActions of @mro/rules: suspend, restore, unlock). Each action asks first; after it
 * the list is read again and focus returns to the row's first action (or the table). A state
 * someone changed first is refused by the server (MROBO0001, shown by the HTTP layer). The list's
 * wiring is common/TableList (decision 0089).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userActions, type BackofficeUserStatus, type UserAction } from '@mro/rules';
import { Badge, Button, FormItem, Group, Select, TextField, type TableColumn } from '@mro/ui';
import type { BackofficeUser } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { TableList, useRowAct, useTableList } from '../common/TableList';
import { useUserAction, usersQuery, type UserSearch } from './queries';

const STATUSES: readonly BackofficeUserStatus[] = ['ACTIVE', 'DORMANT', 'SUSPENDED', 'PENDING', 'REJECTED'];
const TONES = {
  ACTIVE: 'success',
  DORMANT: 'warning',
  SUSPENDED: 'danger',
  PENDING: 'info',
  REJECTED: 'neutral',
} as const;

export function Users() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const list = useTableList<UserSearch>({
    opening: { q: '', status: '' },
    schema: { q: 'max:100' },
    clean: (values) => ({ q: values.q.trim(), status: values.status ?? '' }),
  });
  const query = useQuery(usersQuery(api, list.conditions));
  const action = useUserAction();
  const u = (key: string, values?: Record<string, unknown>) => t(`backoffice.users.${key}`, values ?? {});

  const { panel, act } = useRowAct(() => query.refetch());
  const run = (user: BackofficeUser, which: UserAction) => {
    const name = `${user.userNm} (${user.loginId})`;
    return act({
      question: u(`confirm.${which}`, { name }),
      run: () => action.mutateAsync({ action: which, loginId: user.loginId }),
      done: u(`done.${which}`, { name }),
      // Back to the row's first action (MROBO0001, changed first, is shown by the HTTP layer).
      focus: `[data-user="${CSS.escape(user.loginId)}"]`,
    });
  };

  const columns: TableColumn<BackofficeUser>[] = [
    { key: 'loginId', header: u('col.loginId') },
    { key: 'userNm', header: u('col.userNm') },
    { key: 'cpNm', header: u('col.cpNm'), render: (r) => `${r.cpNm} (${r.cpCd})` },
    { key: 'custRolCd', header: u('col.role'), render: (r) => u(`role.${r.custRolCd}`) },
    {
      key: 'status',
      header: u('col.status'),
      render: (r) => <Badge tone={TONES[r.status]}>{u(`statusOf.${r.status}`)}</Badge>,
    },
    {
      key: 'lockedMinutes',
      header: u('col.lock'),
      render: (r) =>
        r.lockedMinutes > 0 ? <Badge tone="danger">{u('locked', { minutes: r.lockedMinutes })}</Badge> : u('notLocked'),
    },
    {
      key: 'action',
      header: u('col.action'),
      align: 'center',
      render: (r) => (
        <Group gap="2" justify="center">
          {userActions(r.status, r.lockedMinutes > 0).map((which, index) => (
            <Button
              key={which}
              size="sm"
              variant={which === 'suspend' ? 'secondary' : 'primary'}
              disabled={action.isPending}
              {...(index === 0 ? { 'data-user': r.loginId } : {})}
              aria-label={u(`actionOf.${which}`, { name: `${r.userNm} (${r.loginId})` })}
              onClick={() => void run(r, which)}
            >
              {u(`action.${which}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  const fields = (
    <>
      <FormItem name="q" label={u('q')}>
        <TextField maxLength={100} />
      </FormItem>
      <FormItem name="status" label={u('status')}>
        <Select emptyOption="all" items={STATUSES.map((cd) => ({ cd, cdNm: u(`statusOf.${cd}`) }))} />
      </FormItem>
    </>
  );
  return (
    <TableList
      list={list}
      name="backoffice.users"
      fields={fields}
      result={query}
      max={200}
      caption={t('backoffice.tab.users')}
      rowKey={(r) => r.loginId}
      columns={columns}
      panelRef={panel}
    />
  );
}
