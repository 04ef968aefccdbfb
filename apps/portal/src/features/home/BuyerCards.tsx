/**
 * The buyer's cards of the BY home (issue 43 item 7, decision 0058): a search field into the
 * catalogue, the cart (lines, totals, link), the documents waiting for my approval (the approval
 * box's `waiting` call) and the company's latest orders with their status badges (the order list's
 * call), and the order lines waiting to be received (decision 0059). Each asks its own call; a failure shows the card without its figures.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateValue, seoulDay } from '@mro/rules';
import { Button, Card, StatusLabel, TextField, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { unwrap } from '../../http/result';
import { cartQuery } from '../catalog/queries';
import { money } from '../../shared/money';
import { approvalKeys } from '../approvals/queries';
import { orderKeys } from '../orders/queries';
import { receiptSummaryQuery } from '../receipts/queries';
import { catalogSearchHref, recentOrdersParams, HOME_LIST_SIZE } from './homeCards';

export const BUYER_PATHS = {
  catalog: '/by/catalog',
  cart: '/by/order/cart',
  approvals: '/by/approval/inbox',
  orders: '/by/order/list',
  receipts: '/by/receipt/list',
} as const;

const SearchRow = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  & > :first-child {
    flex: 1;
  }
`;

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
    align-items: center;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & small {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

function useLink() {
  const { navigate } = useScreen();
  return (href: string) => void navigate(href);
}

export function SearchCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const go = useLink();
  const [text, setText] = useState('');
  const submit = () => go(catalogSearchHref(BUYER_PATHS.catalog, text));
  return (
    <Wide>
      <Card title={t('home.search')}>
        <SearchRow
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            aria-label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            value={text}
            onValueChange={setText}
            onEnter={submit}
            maxLength={100}
          />
          <Button type="button" onClick={submit}>
            {t('home.searchButton')}
          </Button>
        </SearchRow>
      </Card>
    </Wide>
  );
}

export function CartCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useLink();
  const cart = useQuery(cartQuery(useApi()));
  const lines = cart.data?.lines.length ?? 0;
  return (
    <Card
      title={t('home.cart')}
      extra={
        <ScreenLink href={BUYER_PATHS.cart} onNavigate={go}>
          {t('home.openCart')}
        </ScreenLink>
      }
    >
      {cart.data && (
        <>
          <Figure data-home-figure>{t('home.cartLines', { count: lines })}</Figure>
          {lines > 0 && (
            <Rows aria-label={t('home.cartTotals')} data-home-live>
              {cart.data.totals.map((total) => (
                <li key={total.crncyCd}>{money(total.amount, total.crncyCd, locale)}</li>
              ))}
            </Rows>
          )}
        </>
      )}
    </Card>
  );
}

export function ApprovalsCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useLink();
  const api = useApi();
  const waiting = useQuery({
    queryKey: [...approvalKeys.box('waiting'), 'home'],
    queryFn: async () =>
      unwrap(
        await api.approvals.box(
          { query: { box: 'waiting', pageNo: 1, pageSize: HOME_LIST_SIZE } },
          { loading: false, silent: true },
        ),
      ),
  });
  return (
    <Card
      title={t('home.approvals')}
      extra={
        <ScreenLink href={BUYER_PATHS.approvals} onNavigate={go}>
          {t('home.allApprovals')}
        </ScreenLink>
      }
    >
      {waiting.data && (
        <Figure data-home-figure>{t('home.approvalsWaiting', { count: waiting.data.totalCount })}</Figure>
      )}
      <Rows aria-label={t('home.approvals')} data-home-live>
        {waiting.data?.pages.map((doc) => (
          <li key={doc.apprNo}>
            <ScreenLink href={BUYER_PATHS.approvals} onNavigate={go}>
              {doc.title}
            </ScreenLink>
            <small>
              {doc.drafterNm} · {money(doc.amount, doc.crncyCd, locale)}
            </small>
          </li>
        ))}
      </Rows>
    </Card>
  );
}

export function OrdersCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useLink();
  const api = useApi();
  const params = recentOrdersParams(seoulDay(new Date()));
  const orders = useQuery({
    queryKey: [...orderKeys.all, 'home', params],
    queryFn: async () => unwrap(await api.orders.search({ query: params }, { loading: false, silent: true })),
  });
  return (
    <Card
      title={t('home.orders')}
      extra={
        <ScreenLink href={BUYER_PATHS.orders} onNavigate={go}>
          {t('home.allOrders')}
        </ScreenLink>
      }
    >
      {orders.data && orders.data.pages.length === 0 && <p data-home-live>{t('home.noOrders')}</p>}
      <Rows aria-label={t('home.orders')} data-home-live>
        {orders.data?.pages.map((order) => (
          <li key={order.ordNo}>
            <StatusLabel approval={order.prgsStatCd} />
            <ScreenLink href={BUYER_PATHS.orders} onNavigate={go}>
              {order.ordNo}
            </ScreenLink>
            <span>
              {order.lineCnt > 1
                ? t('orders.items', { first: order.firstItemNm, count: order.lineCnt - 1 })
                : order.firstItemNm}
            </span>
            <small>
              {formatDateValue(seoulDay(new Date(order.regDt)))} · {money(order.amount, order.crncyCd, locale)}
            </small>
          </li>
        ))}
      </Rows>
    </Card>
  );
}

export function ReceiptsCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const go = useLink();
  const summary = useQuery(receiptSummaryQuery(useApi()));
  return (
    <Card
      title={t('home.receipts')}
      extra={
        <ScreenLink href={BUYER_PATHS.receipts} onNavigate={go}>
          {t('home.openReceipts')}
        </ScreenLink>
      }
    >
      {summary.data && <Figure data-home-figure>{t('home.receiptsWaiting', { count: summary.data.waiting })}</Figure>}
    </Card>
  );
}
