/**
 * The buyer home's banners (issue 45 item 5): the BUYER_MAIN set, position 1 a tile beside the
 * position 3 slider, which turns at the largest `viewTime` of its banners (banners.ts); a click on
 * a banner with a key is recorded under BUYER_MAIN, silently. Our routes open in the system frame's
 * tab. The slider's controls sit above it (over a 375 px slide they would hide its picture). At
 * phone width the tile goes under the slider. A failed or empty load leaves the card out.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Carousel } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { BannerTile } from '../common/BannerTile';
import { clickRecord, layoutBanners, SLIDER_POSITION, type Banner } from '../common/banners';
import { BUYER_BANNER_PAGE, buyerBannersQuery, useBannerClick } from '../common/bannerQueries';

const Strip = styled.section`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space['3']};
  align-items: end;
  & > [data-position='${SLIDER_POSITION}'] {
    grid-column: 2;
    grid-row: 1;
  }
  @container mro-portal (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    & > [data-position='${SLIDER_POSITION}'] {
      grid-column: 1;
    }
    & > [data-position='1'] {
      grid-row: 2;
    }
  }
`;

export function BuyerBanners() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const { data } = useQuery(buyerBannersQuery(useApi()));
  const click = useBannerClick();
  if (!data?.length) return null;
  const record = (banner: Banner) => {
    const body = clickRecord(BUYER_BANNER_PAGE, banner);
    if (body) click.mutate(body);
  };
  const go = (to: string) => void navigate(to);
  const layout = layoutBanners(data);
  const tiles = layout.at['1'];
  const slides = layout.at[SLIDER_POSITION];
  return (
    <Strip aria-label={t('banners.buyerLabel')}>
      {tiles.length > 0 && (
        <div data-position="1">
          {tiles.map((b) => (
            <BannerTile key={b.imagePath} banner={b} onOpen={record} onNavigate={go} />
          ))}
        </div>
      )}
      {slides.length > 0 && (
        <div data-position={SLIDER_POSITION}>
          <Carousel
            label={t('banners.buyerSlider')}
            intervalMs={layout.sliderMs}
            slides={slides.map((b) => (
              <BannerTile key={b.imagePath} banner={b} onOpen={record} onNavigate={go} />
            ))}
          />
        </div>
      )}
    </Strip>
  );
}
