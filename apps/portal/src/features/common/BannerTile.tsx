/**
 * One banner: its image with the caption the catalogue has for its image name, a link when it has
 * one (our routes through `onNavigate`, other sites in a new tab), `onOpen` on a click (the
 * caller records it when the banner has a key). Shared by the login home's blocks and the buyer
 * home's banners.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { captionKey, isExternal, type Banner } from './banners';

const Tile = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  & figcaption {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & a {
    display: block;
    color: inherit;
  }
  & a:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -${({ theme }) => theme.control['focus-width']};
  }
`;

export function BannerTile({
  banner,
  onOpen,
  onNavigate,
  priority = false,
}: {
  banner: Banner;
  onOpen: (banner: Banner) => void;
  /** How one of our own routes opens: the router's navigate, or the system frame's tab. */
  onNavigate: (to: string) => void;
  /** The slider's first image, the page's largest paint: fetched before the scripts. */
  priority?: boolean;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const caption = t(`banners.${captionKey(banner)}`, { defaultValue: '' });
  const picture = (
    <>
      <img src={banner.imagePath} alt="" {...(priority ? { fetchPriority: 'high' as const } : {})} />
      {caption && <figcaption>{caption}</figcaption>}
    </>
  );
  const href = banner.linkUrl;
  // A link needs a name even when the catalogue has no caption for a new banner.
  const name = caption ? undefined : t('banners.unnamed', { position: banner.position });
  return (
    <Tile data-banner={banner.key ?? captionKey(banner)}>
      {!href ? (
        picture
      ) : isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name} onClick={() => onOpen(banner)}>
          {picture}
        </a>
      ) : (
        <ScreenLink href={href} onClick={() => onOpen(banner)} onNavigate={onNavigate}>
          {picture}
        </ScreenLink>
      )}
    </Tile>
  );
}
