/**
 * The system's notices (board NOTICE for the system's audience): a search by title or body, the list
 * (title, attachment, entry time) and paging. Inside a tab: what was typed and the page shown stay
 * while another tab is open.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BOARD_SEARCH_FIELDS, rulesOf } from '@mro/contract';
import { FormItem, Pagination, SearchBox, Table, TextField, useMro, useFormBox } from '@mro/ui';
import { useApi, useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { noticeAudience, systemPageQuery, type PostRow } from './queries';

const PAGE_SIZE = 10;
/** The search box's rule: the contract's (the server checks the same). */
const SCHEMA = rulesOf(BOARD_SEARCH_FIELDS, ['searchText']);

interface Conditions {
  searchText: string;
}

export default function Notices() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const { system } = useServices();
  const { navigate } = useScreen();
  const form = useFormBox<Conditions>({ schema: SCHEMA, defaultValues: { searchText: '' } });
  const [query, setQuery] = useState({ searchText: '', pageNo: 1 });
  const list = useQuery(
    systemPageQuery(api, noticeAudience(system), locale, {
      searchText: query.searchText,
      pageNo: query.pageNo,
      pageSize: PAGE_SIZE,
    }),
  );
  const base = `/${system.toLowerCase()}`;
  return (
    <div>
      <SearchBox form={form} onSearch={(values) => setQuery({ searchText: values.searchText, pageNo: 1 })}>
        <FormItem name="searchText" label={t('notices.searchText')}>
          <TextField maxLength={100} />
        </FormItem>
      </SearchBox>
      <Table<PostRow>
        caption={t('entry.notices')}
        hideCaption
        rows={list.data?.pages ?? []}
        rowKey={(n) => String(n.ntcnId)}
        empty={list.data ? t('home.noNotices') : t('board.loading')}
        columns={[
          {
            key: 'titlCn',
            header: t('board.title'),
            render: (n) => (
              <ScreenLink href={`${base}/notices/${n.ntcnId}`} onNavigate={(href) => void navigate(href)}>
                {n.titlCn}
              </ScreenLink>
            ),
          },
          {
            key: 'athFileYn',
            header: t('notices.attachment'),
            width: '7em',
            render: (n) => (n.athFileYn === 'Y' ? t('board.yes') : '-'),
          },
          {
            key: 'regDt',
            header: t('board.date'),
            width: '7em',
            render: (n) => <time dateTime={n.regDt}>{n.regDt.slice(0, 10)}</time>,
          },
        ]}
      />
      <Pagination
        totalCount={list.data?.totalCount ?? 0}
        page={query.pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={(pageNo) => setQuery((q) => ({ ...q, pageNo }))}
      />
    </div>
  );
}
