/**
 * The system's notices (board NOTICE for the system's audience): a search by title or body, the list
 * (title, attachment, entry time) and paging. Inside a tab: what was typed and the page shown stay
 * while another tab is open.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOARD_SEARCH_FIELDS, rulesOf } from '@mro/contract';
import { FormItem, Pagination, SearchBox, TextField, useMro, useFormBox } from '@mro/ui';
import { useApi, useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { noticeAudience, systemPageQuery } from './queries';

const PAGE_SIZE = 10;
/** The search box's rule: the contract's (the server checks the same). */
const SCHEMA = rulesOf(BOARD_SEARCH_FIELDS, ['searchText']);

const List = styled.ol`
  margin: ${({ theme }) => theme.space['4']} 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  & li {
    display: flex;
    gap: ${({ theme }) => theme.space['3']};
    justify-content: space-between;
    padding: ${({ theme }) => theme.space['2']} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

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
      <List aria-label={t('entry.notices')}>
        {list.data?.pages.map((n) => (
          <li key={n.ntcnId}>
            <ScreenLink href={`${base}/notices/${n.ntcnId}`} onNavigate={(href) => void navigate(href)}>
              {n.titlCn}
            </ScreenLink>
            <span>
              {n.athFileYn === 'Y' ? `${t('notices.attachment')} · ` : ''}
              <time dateTime={n.regDt}>{n.regDt.slice(0, 10)}</time>
            </span>
          </li>
        ))}
      </List>
      {list.data && list.data.pages.length === 0 && <p>{t('home.noNotices')}</p>}
      <Pagination
        totalCount={list.data?.totalCount ?? 0}
        page={query.pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={(pageNo) => setQuery((q) => ({ ...q, pageNo }))}
      />
    </div>
  );
}
