// ImageGallery: a product's pictures (issue 57): the chosen one large, the others as thumbnails
// below it (buttons; the shown one marked `aria-current`), and a zoom: the large picture is a
// button that doubles it (`aria-expanded`: an open overlay's Esc then leaves the zoom first, as
// for a popover inside a modal), the point under the pointer kept in place, until pressed again or Esc.
// Every picture keeps its width and height (nothing shifts while it loads); thumbnails load
// lazily. Cost: one figure, one button per picture.
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Main, Stage, Thumb, Thumbs } from './ImageGallery.styles';

const THUMB = 56;

export interface GalleryImage {
  src: string;
  /** What the picture shows (never empty: the gallery's pictures are content). */
  alt: string;
}

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** The large picture's side in px (square; default 240). Thumbnails are 56 px. */
  size?: number;
  className?: string;
}

export function ImageGallery({ images, size = 240, className }: ImageGalleryProps) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const shown = images[Math.min(index, images.length - 1)];
  if (!shown) return null;
  const follow = (e: PointerEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * 100;
    const y = ((e.clientY - box.top) / box.height) * 100;
    setOrigin(`${Math.round(x)}% ${Math.round(y)}%`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape' && zoomed) {
      // Esc leaves the zoom first; a dialog around the gallery closes on the next one.
      e.stopPropagation();
      setZoomed(false);
    }
  };
  return (
    <figure className={className} style={{ margin: 0, width: size }} data-image-gallery="">
      <Stage style={{ width: size, height: size }}>
        <Main
          type="button"
          aria-expanded={zoomed}
          aria-label={t(zoomed ? 'gallery.zoomOut' : 'gallery.zoomIn', { name: shown.alt })}
          onClick={() => setZoomed((z) => !z)}
          onPointerMove={zoomed ? follow : undefined}
          onKeyDown={onKeyDown}
        >
          <img
            src={shown.src}
            alt=""
            width={size}
            height={size}
            decoding="async"
            style={{ transform: zoomed ? 'scale(2)' : undefined, transformOrigin: origin }}
          />
        </Main>
      </Stage>
      {images.length > 1 && (
        <Thumbs aria-label={t('gallery.pictures')}>
          {images.map((image, n) => (
            <li key={`${image.src}-${n}`}>
              <Thumb
                type="button"
                aria-current={n === index ? 'true' : undefined}
                aria-label={t('gallery.show', { n: n + 1, total: images.length, name: image.alt })}
                onClick={() => {
                  setIndex(n);
                  setZoomed(false);
                }}
              >
                <img src={image.src} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </figure>
  );
}
