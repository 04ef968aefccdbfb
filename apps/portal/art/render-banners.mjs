// `npm run banners -w @mro/portal`: renders the seeded login banners' artwork (art/banners/*.svg)
// into the WebP files the portal serves (public/images/banner/*.webp), at twice the drawing's
// size for sharp screens, lossy at quality 0.85, in Chromium (the browser the suites use).
// Why raster: a browser draws each SVG <img> as a document of its own on the page's main thread
// (some 20-40 ms each on a slow phone-class CPU, before the page's own HTML is parsed when they
// arrive first); a WebP is decoded off the main thread. Run after changing a drawing; commit both.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../tests/chromium.mjs';

const SCALE = 2;
const QUALITY = 0.85;
// The banners into the public folder; the catalogue's product illustrations (draw-items.mjs) beside
// the screen that imports them (hashed, cached for good by the server's /assets/ rule).
const SETS = [
  [
    fileURLToPath(new URL('./banners/', import.meta.url)),
    fileURLToPath(new URL('../public/images/banner/', import.meta.url)),
  ],
  [
    fileURLToPath(new URL('./items/', import.meta.url)),
    fileURLToPath(new URL('../src/features/catalog/art/', import.meta.url)),
  ],
];

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
for (const [from, to] of SETS)
  for (const name of readdirSync(from).filter((f) => f.endsWith('.svg'))) {
    const svg = readFileSync(from + name, 'utf8');
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
    if (!width || !height) throw new Error(`${name}: the drawing needs width and height attributes`);
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, scale, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width * scale;
        canvas.height = height * scale;
        canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width: Number(width), height: Number(height), scale: SCALE, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this Chromium cannot encode WebP');
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(to + name.replace(/\.svg$/, '.webp'), bytes);
    process.stdout.write(`${name} → ${to}${name.replace(/\.svg$/, '.webp')} (${bytes.length} bytes)\n`);
  }
await browser.close();
