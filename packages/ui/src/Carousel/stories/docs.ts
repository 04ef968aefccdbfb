// The Carousel's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const carouselDocs = componentDocs({
  summary: `
Slides that turn by themselves (the login home's banners), as the WAI-ARIA carousel pattern: a
stop/start button first, previous and next, "n of m"; turning stops while the pointer or focus is
inside and never starts under reduced motion.`,
  usage: `
<Carousel label={t('banners.slider')} slides={slides} intervalMs={viewTime} />`,
  texts: [
    ['carousel.stop', 'the stop button'],
    ['carousel.start', 'the start button'],
    ['carousel.previous', 'previous'],
    ['carousel.next', 'next'],
    ['carousel.position', 'the position'],
    ['carousel.roledescription', 'the region’s role'],
  ],
  dos: ['give each slide a text alternative.'],
  donts: ['put the only way to something important in a slide: it is gone in a few seconds.'],
});
