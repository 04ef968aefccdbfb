/**
 * The system's notices (board NOTICE for the system's audience): a search by title or body, the list
 * (title, attachment, entry time) and paging. Inside a tab: what was typed and the page shown stay
 * while another tab is open. The list's wiring is common/TableList (decision 0089).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BOARD_SEARCH_FIELDS, rulesOf } from '@mro/contract';
import { FormItem, TextField, useMro } from '@mro/ui';
import { useApi, useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { TableList, useTableList } from '../common/TableList';
import { noticeAudience, systemPageQuery } from '../common/boardQueries';
import { postColumns } from './postColumns';

const PAGE_SIZE = 10;

export default function Notices() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { system } = useServices();
  const { navigate } = useScreen();
  // The search box's rule: the contract's (the server checks the same).
  const list = useTableList({ opening: { searchText: '' }, schema: rulesOf(BOARD_SEARCH_FIELDS, ['searchText']) });
  const { searchText } = list.conditions;
  const page = { searchText, pageNo: list.pageNo, pageSize: PAGE_SIZE };
  const result = useQuery(systemPageQuery(useApi(), noticeAudience(system), locale, page));
  const base = `/${system.toLowerCase()}`;
  const fields = (
    <FormItem name="searchText" label={t('notices.searchText')}>
      <TextField maxLength={100} />
    </FormItem>
  );
  return (
    <TableList
      list={list}
      name="notices"
      fields={fields}
      result={result}
      pageSize={PAGE_SIZE}
      paged={{ loading: t('board.loading'), empty: t('home.noNotices') }}
      caption={t('entry.notices')}
      rowKey={(n) => String(n.ntcnId)}
      columns={postColumns(
        t,
        (n) => `${base}/notices/${n.ntcnId}`,
        (href) => void navigate(href),
      )}
    />
  );
}
