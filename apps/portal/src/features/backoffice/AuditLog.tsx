/**
 * The back office's change log (decision 0067): every change staff made (approvals, rejections,
 * user actions) with who, when, what, of which target and company, and the detail (a
 * rejection's reason), newest first, searched by text and by kind of change (at most 200 rows).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, formatDateTime } from '@mro/rules';
import {
  ActionBar,
  Alert,
  FormItem,
  SearchBox,
  Select,
  Skeleton,
  Stack,
  Table,
  TextField,
  useFormBox,
  type TableColumn,
} from '@mro/ui';
import type { AuditRow } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { auditsQuery, type AuditSearch } from './queries';

const MAX = 200;

export function AuditLog() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const [search, setSearch] = useState<AuditSearch>({ q: '', action: '' });
  const form = useFormBox<AuditSearch>({ schema: { q: 'max:100' }, defaultValues: search });
  const query = useQuery(auditsQuery(api, search));
  const a = (key: string, values?: Record<string, unknown>) => t(`backoffice.audit.${key}`, values ?? {});
  const columns: TableColumn<AuditRow>[] = [
    { key: 'at', header: a('col.at'), render: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time> },
    { key: 'actorLoginId', header: a('col.actor') },
    { key: 'action', header: a('col.action'), render: (r) => a(`actionOf.${r.action}`) },
    { key: 'targetId', header: a('col.target') },
    { key: 'cpCd', header: a('col.cpCd'), render: (r) => r.cpCd ?? '' },
    { key: 'detail', header: a('col.detail'), render: (r) => r.detail ?? '' },
  ];
  return (
    <Stack gap="3">
      <SearchBox
        form={form}
        columns={2}
        aria-label={a('search')}
        onSearch={(values) => setSearch({ q: values.q.trim(), action: values.action ?? '' })}
      >
        <FormItem name="q" label={a('q')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="action" label={a('action')}>
          <Select emptyOption="all" items={AUDIT_ACTIONS.map((cd) => ({ cd, cdNm: a(`actionOf.${cd}`) }))} />
        </FormItem>
      </SearchBox>
      {query.isError ? (
        <p>{a('failed')}</p>
      ) : !query.data ? (
        <Skeleton lines={6} aria-label={a('loading')} />
      ) : (
        <>
          <ActionBar start={<output>{a('count', { count: Math.min(query.data.totalCount, MAX) })}</output>} />
          {query.data.totalCount > MAX && <Alert kind="info">{a('more', { max: MAX })}</Alert>}
          <Table
            caption={t('backoffice.tab.audit')}
            hideCaption
            rowKey={(r) => String(r.auditId)}
            rows={query.data.pages}
            columns={columns}
            serverSort
            maxHeight="70vh"
            empty={a('empty')}
          />
        </>
      )}
    </Stack>
  );
}
