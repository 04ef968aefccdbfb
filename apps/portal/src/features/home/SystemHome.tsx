/**
 * A system's home inside its frame, built from cards (issue 41, decision 0044): a welcome, then
 * the cards its system lists in HOME_CARDS (homeCards.ts): the screens the user may open, as
 * tiles with their menu's icon, and the latest notices of the system's audience. A new kind of
 * card is a view in CARD_VIEWS and a name in HOME_CARDS; the buyer's own cards are in BuyerCards.tsx.
 */
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Icon, useMro } from '@mro/ui';
import { useApi, useSession } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { menuIcon } from '../../shared/menuIcons';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';
import { menusQuery } from '../../frames/queries';
import { noticeAudience, systemPageQuery } from '../boards/queries';
import { HOME_CARDS, screenCards, type HomeCardKind, type HomeSystem } from './homeCards';
import { ApprovalsCard, CartCard, OrdersCard, ReceiptsCard, SearchCard } from './BuyerCards';
import { QuoteCard } from './sp/QuoteCard';
import { BuyerBanners } from './BuyerBanners';
import { OrdersToConfirmCard } from './sp/OrdersToConfirmCard';
import { ReturnsWaitingCard } from './sp/ReturnsWaitingCard';
import { ArrivingCard, DeliveriesDueCard } from './DeliveryCards';

const Welcome = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['4']};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space['3']};
    height: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space['3']};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text.default};
    text-decoration: none;
    word-break: keep-all;
  }
  & a:hover {
    border-color: ${({ theme }) => theme.color.text.link};
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  & a > svg {
    flex: none;
    color: ${({ theme }) => theme.color.text.link};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Notices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & time {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

function ScreensCard({ system }: { system: HomeSystem }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { navigate } = useScreen();
  const menus = useQuery(menusQuery(useApi(), system, locale));
  const cards = screenCards(menus.data ?? []);
  return (
    <Card title={t('home.screens')}>
      {menus.data && cards.length === 0 && <p>{t('home.noScreens')}</p>}
      <Tiles>
        {cards.map((c) => (
          <li key={c.id}>
            <ScreenLink href={c.href} onNavigate={(href) => void navigate(href)}>
              <Icon icon={menuIcon(c.id, c.href)} size={28} />
              <span>
                {c.area && <small>{c.area}</small>}
                {c.label}
              </span>
            </ScreenLink>
          </li>
        ))}
      </Tiles>
    </Card>
  );
}

function NoticesCard({ system }: { system: HomeSystem }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { navigate } = useScreen();
  const notices = useQuery({
    ...systemPageQuery(useApi(), noticeAudience(system), locale, { pageNo: 1, pageSize: 5 }),
    select: (data) => data.pages,
  });
  const base = `/${system.toLowerCase()}`;
  return (
    <Card
      title={t('home.notices')}
      extra={
        <ScreenLink href={`${base}/notices`} onNavigate={(href) => void navigate(href)}>
          {t('home.allNotices')}
        </ScreenLink>
      }
    >
      {notices.data && notices.data.length === 0 && <p>{t('home.noNotices')}</p>}
      <Notices>
        {notices.data?.map((n) => (
          <li key={n.ntcnId}>
            <ScreenLink href={`${base}/notices/${n.ntcnId}`} onNavigate={(href) => void navigate(href)}>
              {n.titlCn}
            </ScreenLink>
            <time dateTime={n.regDt}>{n.regDt.slice(0, 10)}</time>
          </li>
        ))}
      </Notices>
    </Card>
  );
}

const CARD_VIEWS: Record<HomeCardKind, ComponentType<{ system: HomeSystem }>> = {
  banners: BuyerBanners,
  search: SearchCard,
  orders: OrdersCard,
  cart: CartCard,
  receipts: ReceiptsCard,
  approvals: ApprovalsCard,
  quotes: QuoteCard,
  screens: ScreensCard,
  notices: NoticesCard,
  spOrders: OrdersToConfirmCard,
  spReturns: ReturnsWaitingCard,
  deliveriesDue: DeliveriesDueCard,
  arriving: ArrivingCard,
};

export function SystemHome({ system }: { system: HomeSystem }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { userInfo } = useSession();
  return (
    <div>
      <Welcome>{t('home.welcome', { name: userInfo?.userNm ?? '' })}</Welcome>
      <Cards>
        {HOME_CARDS[system].map((kind) => {
          const View = CARD_VIEWS[kind];
          return <View key={kind} system={system} />;
        })}
      </Cards>
    </div>
  );
}
