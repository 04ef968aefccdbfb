/**
 * The back office's change log (decision 0067): every change staff made (approvals, rejections,
 * user actions) with who, when, what, of which target and company, and the detail (a
 * rejection's reason), newest first, searched by text and by kind of change (at most 200 rows).
 * The list's wiring is common/TableList (decision 0089).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, formatDateTime } from '@mro/rules';
import { FormItem, Select, TextField, type TableColumn } from '@mro/ui';
import type { AuditRow } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { TableList, useTableList } from '../common/TableList';
import { auditsQuery } from './queries';

export function AuditLog() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const list = useTableList({
    opening: { q: '', action: '' },
    schema: { q: 'max:100' },
    clean: (values) => ({ q: values.q.trim(), action: values.action ?? '' }),
  });
  const result = useQuery(auditsQuery(useApi(), list.conditions));
  const a = (key: string) => t(`backoffice.audit.${key}`);
  const columns: TableColumn<AuditRow>[] = [
    { key: 'at', header: a('col.at'), render: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time> },
    { key: 'actorLoginId', header: a('col.actor') },
    { key: 'action', header: a('col.action'), render: (r) => a(`actionOf.${r.action}`) },
    { key: 'targetId', header: a('col.target') },
    { key: 'cpCd', header: a('col.cpCd'), render: (r) => r.cpCd ?? '' },
    { key: 'detail', header: a('col.detail'), render: (r) => r.detail ?? '' },
  ];
  const fields = (
    <>
      <FormItem name="q" label={a('q')}>
        <TextField maxLength={100} />
      </FormItem>
      <FormItem name="action" label={a('action')}>
        <Select emptyOption="all" items={AUDIT_ACTIONS.map((cd) => ({ cd, cdNm: a(`actionOf.${cd}`) }))} />
      </FormItem>
    </>
  );
  return (
    <TableList
      list={list}
      name="backoffice.audit"
      fields={fields}
      result={result}
      max={200}
      caption={t('backoffice.tab.audit')}
      rowKey={(r) => String(r.auditId)}
      columns={columns}
    />
  );
}
