export { Carousel, type CarouselProps } from './Carousel';
export { useCarousel, type CarouselApi, type UseCarouselOptions } from './useCarousel';
