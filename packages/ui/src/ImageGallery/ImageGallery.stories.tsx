import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageGallery, type GalleryImage } from './ImageGallery';
import { imageGalleryDocs } from './stories/docs';

/** Small drawn pictures (data URLs: the stories need no files). */
const drawing = (fill: string, shape: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eef4fb"/>${shape.replace('FILL', fill)}</svg>`,
  )}`;
const IMAGES: GalleryImage[] = [
  { src: drawing('#e8892b', '<rect x="30" y="30" width="60" height="60" rx="8" fill="FILL"/>'), alt: '장갑 앞면' },
  { src: drawing('#2f6fb3', '<circle cx="60" cy="60" r="32" fill="FILL"/>'), alt: '장갑 손바닥' },
  { src: drawing('#4a5561', '<path d="M20 90 L60 25 L100 90 Z" fill="FILL"/>'), alt: '포장 상자' },
];

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  args: { images: IMAGES, size: 240 },
  parameters: imageGalleryDocs,
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('[data-image-gallery] button[aria-expanded]')!;
const picture = (root: HTMLElement) => main(root).querySelector('img')!;

export const Pictures: Story = {
  name: 'Thumbnails choose the picture',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first picture shows, its thumbnail current, sized before it loads', async () => {
      await expect(picture(canvasElement)).toHaveAttribute('width', '240');
      await expect(canvas.getByRole('button', { name: /1.*장갑 앞면/ })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    });
    await step('a thumbnail shows its picture', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /3.*포장 상자/ }));
      await expect(picture(canvasElement).getAttribute('src')).toBe(IMAGES[2]!.src);
      await expect(canvas.getByRole('button', { name: /3.*포장 상자/ })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('button', { name: /1.*장갑 앞면/ })).not.toHaveAttribute('aria-current');
    });
  },
};

export const Zoom: Story = {
  name: 'Zoom: press, press again or Esc',
  play: async ({ canvasElement, step }) => {
    await step('pressing the picture doubles it', async () => {
      await userEvent.click(main(canvasElement));
      await expect(main(canvasElement)).toHaveAttribute('aria-expanded', 'true');
      await expect(picture(canvasElement).style.transform).toBe('scale(2)');
    });
    await step('Esc leaves the zoom', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(main(canvasElement)).toHaveAttribute('aria-expanded', 'false');
      await expect(picture(canvasElement).style.transform).toBe('');
    });
    await step('Enter zooms from the keyboard, Enter again leaves it', async () => {
      main(canvasElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect(main(canvasElement)).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(main(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const OnePicture: Story = {
  name: 'One picture: no thumbnails',
  args: { images: IMAGES.slice(0, 1), size: 160 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(picture(canvasElement)).toHaveAttribute('height', '160');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { images: IMAGES.map((image, n) => ({ ...image, alt: ['Glove, front', 'Glove, palm', 'Box'][n]! })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(main(canvasElement)).toHaveAccessibleName('Zoom in on Glove, front');
    await expect(canvas.getByRole('button', { name: 'Show picture 2 of 3: Glove, palm' })).toBeVisible();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
