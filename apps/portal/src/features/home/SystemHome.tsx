/**
 * A system's home inside its frame, built from cards (issue 41, decision 0044): a welcome, then
 * the cards its system lists in HOME_CARDS (homeCards.ts): the screens the user may open, as
 * tiles with their menu's icon, and the latest notices of the system's audience. A new kind of
 * card is a name in HOME_CARDS and its view: the home's own (HOME_OWN_CARDS) or a feature's
 * HomeCard.tsx, which the app composes (app/homes.tsx: a feature never imports another).
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
import { noticeAudience, systemPageQuery } from '../common/boardQueries';
import { HOME_CARDS, screenCards, type HomeCardKind, type HomeSystem } from './homeCards';
import { BuyerBanners } from './BuyerBanners';

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

/** A card's view: the home's own here, each feature's (its HomeCard.tsx) given by the app. */
export type CardViews = Record<HomeCardKind, ComponentType<{ system: HomeSystem }>>;

/** The cards the home draws itself; the features' cards come from the app (app/homes.tsx). */
export const HOME_OWN_CARDS = { banners: BuyerBanners, screens: ScreensCard, notices: NoticesCard } as const;

export function SystemHome({ system, views }: { system: HomeSystem; views: CardViews }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { userInfo } = useSession();
  return (
    <div>
      <Welcome>{t('home.welcome', { name: userInfo?.userNm ?? '' })}</Welcome>
      <Cards>
        {HOME_CARDS[system].map((kind) => {
          const View = views[kind];
          return <View key={kind} system={system} />;
        })}
      </Cards>
    </div>
  );
}
