/**
 * The Korean desktop login home's banner blocks and information section (spec 000 §2): the
 * WELCOME banners at positions 1-6, position 3 a Carousel at the largest `viewTime` of its
 * banners (banners.ts); each banner an image with its caption from the catalogue (by image name),
 * a link when it has one (our routes in the app, other sites in a new tab), and its click
 * recorded when it has a key (no loading indicator, no message: spec). Below, the information
 * section. Hidden at phone width; a failed load leaves the blocks out.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Carousel } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { BannerTile } from './BannerTile';
import { clickRecord, layoutBanners, type Banner } from './banners';
import { BANNER_PAGE, bannersQuery, useBannerClick } from './bannerQueries';

const Blocks = styled.section`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['3']};
  max-width: 760px;
  margin: ${({ theme }) => theme.space['5']} auto 0;
  & > [data-position='1'],
  & > [data-position='2'] {
    grid-column: span 3;
  }
  & > [data-position='3'] {
    grid-column: 1 / -1;
  }
  & > [data-position='4'],
  & > [data-position='5'],
  & > [data-position='6'] {
    grid-column: span 2;
  }
  @container mro-portal (max-width: 767px) {
    display: none;
  }
`;

/** The information section, as wide as the banners above it (border-box: its padding inside). */
const Info = styled.section`
  box-sizing: border-box;
  max-width: 760px;
  margin: ${({ theme }) => theme.space['5']} auto 0;
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
    margin: 0;
  }
  & dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & dd {
    margin: 0;
  }
  @container mro-portal (max-width: 767px) {
    display: none;
  }
`;

export function BannerBlocks() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  const api = useApi();
  const { data } = useQuery(bannersQuery(api));
  const click = useBannerClick();
  const record = (banner: Banner) => {
    const body = clickRecord(BANNER_PAGE, banner);
    if (body) click.mutate(body);
  };
  const layout = layoutBanners(data ?? []);
  return (
    <>
      {data && data.length > 0 && (
        <Blocks aria-label={t('banners.label')}>
          {(['1', '2', '3', '4', '5', '6'] as const).map((position) => {
            const banners = layout.at[position];
            if (banners.length === 0) return null;
            return (
              <div key={position} data-position={position}>
                {position === '3' ? (
                  <Carousel
                    label={t('banners.slider')}
                    intervalMs={layout.sliderMs}
                    controls="overlay"
                    slides={banners.map((b, index) => (
                      <BannerTile key={b.imagePath} banner={b} onOpen={record} onNavigate={go} priority={index === 0} />
                    ))}
                  />
                ) : (
                  banners.map((b) => <BannerTile key={b.imagePath} banner={b} onOpen={record} onNavigate={go} />)
                )}
              </div>
            );
          })}
        </Blocks>
      )}
      <Info aria-labelledby="login-info-title">
        <h2 id="login-info-title">{t('loginInfo.title')}</h2>
        <dl>
          {(['order', 'delivery', 'invoice', 'returns'] as const).map((item) => (
            <div key={item} style={{ display: 'contents' }}>
              <dt>{t(`loginInfo.${item}`)}</dt>
              <dd>{t(`loginInfo.${item}Text`)}</dd>
            </div>
          ))}
        </dl>
      </Info>
    </>
  );
}
