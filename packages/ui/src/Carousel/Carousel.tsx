/**
 * Slides shown one at a time, rotating by themselves every `intervalMs` (the login home's banner
 * slider), after the WAI-ARIA carousel pattern: a stop/start button first, previous and next, the
 * position ("2 / 3"); rotation waits while the pointer or focus is inside, and starts stopped for
 * a person who prefers reduced motion. While it rotates the slides are not announced (aria-live
 * off); stopped, a change is announced politely. State: carouselState.ts; timer: useCarousel.ts.
 */
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Controls, Root, Slides } from './Carousel.styles';
import { useCarousel } from './useCarousel';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The carousel's name ("Notices and guides"). */
  label: string;
  slides: readonly ReactNode[];
  intervalMs: number;
  /**
   * Where the controls sit: above the slides (default) or on them, at the slide's top right on a
   * dark translucent bar (a banner slider, whose slides are pictures: decision 0044).
   */
  controls?: 'above' | 'overlay' | undefined;
  ref?: Ref<HTMLElement>;
}

export function Carousel({ label, slides, intervalMs, controls = 'above', ref, ...rest }: CarouselProps) {
  const { t } = useTranslation('ui');
  const count = slides.length;
  const carousel = useCarousel({ count, intervalMs, reducedMotion: usePrefersReducedMotion() });
  const roots = carousel.getRootProps();
  return (
    <Root
      {...rest}
      {...roots}
      ref={ref}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      data-index={carousel.index}
      data-rotating={carousel.rotating}
    >
      {count > 1 && (
        <Controls $overlay={controls === 'overlay'} data-carousel-controls={controls}>
          <Button size="sm" variant="ghost" onClick={carousel.toggle}>
            {carousel.playing ? t('carousel.stop') : t('carousel.start')}
          </Button>
          <Button size="sm" variant="ghost" onClick={carousel.previous} aria-label={t('carousel.previous')}>
            <span aria-hidden="true">‹</span>
          </Button>
          <span aria-hidden="true">
            {carousel.index + 1} / {count}
          </span>
          <Button size="sm" variant="ghost" onClick={carousel.next} aria-label={t('carousel.next')}>
            <span aria-hidden="true">›</span>
          </Button>
        </Controls>
      )}
      <Slides aria-live={carousel.rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            // The slides keep their order; an index is their identity.
            key={i}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: i + 1, count })}
            {...carousel.getSlideProps(i)}
          >
            {slide}
          </div>
        ))}
      </Slides>
    </Root>
  );
}
