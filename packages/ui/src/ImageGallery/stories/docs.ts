// The ImageGallery's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const imageGalleryDocs = componentDocs({
  summary: `
A product's pictures: the chosen one large, the others as thumbnails below it (the shown one
marked \`aria-current\`). The large picture is a button that zooms it to twice its size, the point
under the pointer kept in place; pressing it again or Esc leaves the zoom (Esc inside a dialog
leaves the zoom first, the dialog on the next press). Every picture has its width and height, so
nothing shifts while it loads; thumbnails load lazily. One picture shows no thumbnails.`,
  usage: `
<ImageGallery images={[{ src: photo, alt: '니트릴 코팅 장갑' }, { src: back, alt: '손바닥 쪽' }]} size={240} />`,
  texts: [
    ['gallery.zoomIn', 'the large picture, not zoomed'],
    ['gallery.zoomOut', 'the large picture, zoomed'],
    ['gallery.show', 'a thumbnail'],
    ['gallery.pictures', 'the thumbnails list'],
  ],
  dos: ['say what each picture shows in its alt.', 'give the size the layout has room for.'],
  donts: ['use it for decoration: a card’s picture beside its name is a plain img with alt="".'],
});
