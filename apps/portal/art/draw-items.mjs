// `node art/draw-items.mjs`: writes the demo catalogue's product illustrations (art/items/*.svg),
// one per item category of the seed (catalogData.ts), in one style: a 120×120 tile, a soft
// background, the object in flat tones. render-banners.mjs turns them into the WebP files the
// catalogue shows (src/features/catalog/art). Run after changing a drawing; commit both.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const steel = '#8d99a6';
const dark = '#4a5561';
const accent = '#e8892b';
const blue = '#2f6fb3';

const items = {
  // Wrenches and spanners
  wrench: `<path d="M30 92 L76 46" stroke="${steel}" stroke-width="12" stroke-linecap="round"/><path d="M70 30 a18 18 0 1 0 20 20 l-10 -2 -6 -6 -4 -12 Z" fill="${steel}"/><circle cx="28" cy="94" r="9" fill="none" stroke="${steel}" stroke-width="6"/>`,
  screwdriver: `<rect x="26" y="62" width="40" height="18" rx="8" transform="rotate(-40 46 71)" fill="${accent}"/><path d="M58 58 L92 30" stroke="${steel}" stroke-width="6" stroke-linecap="round"/><path d="M90 28 l8 -6" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`,
  pliers: `<path d="M60 60 L34 96 M60 60 L52 100" stroke="${blue}" stroke-width="10" stroke-linecap="round"/><path d="M60 60 L80 26 M60 60 L92 36" stroke="${steel}" stroke-width="9" stroke-linecap="round"/><circle cx="60" cy="60" r="6" fill="${dark}"/>`,
  drill: `<rect x="28" y="38" width="56" height="26" rx="8" fill="${accent}"/><rect x="44" y="60" width="18" height="34" rx="5" fill="${dark}"/><rect x="84" y="46" width="10" height="10" fill="${steel}"/><path d="M94 51 H108" stroke="${steel}" stroke-width="4"/><rect x="38" y="92" width="30" height="10" rx="3" fill="${dark}"/>`,
  grinder: `<rect x="22" y="52" width="58" height="20" rx="9" fill="${blue}"/><circle cx="88" cy="62" r="20" fill="${steel}"/><circle cx="88" cy="62" r="5" fill="${dark}"/><rect x="70" y="38" width="10" height="18" fill="${dark}"/>`,
  bolt: `<path d="M46 24 h28 l8 10 -8 10 h-28 l-8 -10 Z" fill="${dark}"/><rect x="52" y="44" width="16" height="54" fill="${steel}"/><path d="M52 52 h16 M52 60 h16 M52 68 h16 M52 76 h16 M52 84 h16 M52 92 h16" stroke="${dark}" stroke-width="2"/>`,
  nut: `<path d="M60 28 L88 44 L88 76 L60 92 L32 76 L32 44 Z" fill="${steel}"/><circle cx="60" cy="60" r="14" fill="#eef2f6"/><circle cx="60" cy="60" r="14" fill="none" stroke="${dark}" stroke-width="3" stroke-dasharray="3 3"/>`,
  washer: `<circle cx="60" cy="60" r="32" fill="${steel}"/><circle cx="60" cy="60" r="13" fill="#eef2f6"/><circle cx="60" cy="60" r="32" fill="none" stroke="${dark}" stroke-width="2"/>`,
  glove: `<path d="M38 98 V56 q0 -6 6 -6 q6 0 6 6 V40 q0 -6 6 -6 q6 0 6 6 V36 q0 -6 6 -6 q6 0 6 6 V44 q0 -6 6 -6 q6 0 6 6 V78 q0 20 -20 20 Z" fill="${accent}"/><rect x="36" y="90" width="46" height="12" rx="3" fill="${dark}"/>`,
  gloveCut: `<path d="M38 98 V56 q0 -6 6 -6 q6 0 6 6 V40 q0 -6 6 -6 q6 0 6 6 V36 q0 -6 6 -6 q6 0 6 6 V44 q0 -6 6 -6 q6 0 6 6 V78 q0 20 -20 20 Z" fill="#c9ced4"/><path d="M44 60 l30 20 M44 72 l26 18 M52 50 l28 18" stroke="${steel}" stroke-width="2"/><rect x="36" y="90" width="46" height="12" rx="3" fill="${blue}"/>`,
  shoe: `<path d="M20 84 V58 q0 -8 8 -8 h22 q6 0 8 8 l4 10 q30 2 38 16 Z" fill="${dark}"/><path d="M20 84 h80 v8 h-80 Z" fill="${accent}"/><path d="M62 62 q16 2 24 10" stroke="${accent}" stroke-width="4" fill="none"/>`,
  mask: `<path d="M30 52 q30 -20 60 0 v16 q-30 28 -60 0 Z" fill="#ffffff" stroke="${steel}" stroke-width="3"/><path d="M30 56 l-10 -6 M90 56 l10 -6 M30 66 l-10 6 M90 66 l10 6" stroke="${steel}" stroke-width="3"/><circle cx="60" cy="66" r="7" fill="${blue}"/>`,
  glasses: `<path d="M22 54 h76 v6 q-2 20 -18 20 q-14 0 -18 -14 h-4 q-4 14 -18 14 q-16 0 -18 -20 Z" fill="#9fd0f0" stroke="${dark}" stroke-width="3"/><path d="M22 54 l-6 -8 M98 54 l6 -8" stroke="${dark}" stroke-width="3"/>`,
  earmuff: `<path d="M32 66 q0 -44 28 -44 q28 0 28 44" fill="none" stroke="${dark}" stroke-width="7"/><rect x="20" y="58" width="22" height="34" rx="10" fill="${accent}"/><rect x="78" y="58" width="22" height="34" rx="10" fill="${accent}"/>`,
  bearing: `<circle cx="60" cy="60" r="36" fill="${steel}"/><circle cx="60" cy="60" r="24" fill="#eef2f6"/><circle cx="60" cy="60" r="15" fill="${dark}"/><circle cx="60" cy="60" r="8" fill="#eef2f6"/><g fill="${dark}"><circle cx="60" cy="30" r="4"/><circle cx="60" cy="90" r="4"/><circle cx="30" cy="60" r="4"/><circle cx="90" cy="60" r="4"/><circle cx="39" cy="39" r="4"/><circle cx="81" cy="81" r="4"/><circle cx="81" cy="39" r="4"/><circle cx="39" cy="81" r="4"/></g>`,
  belt: `<rect x="18" y="40" width="84" height="40" rx="20" fill="none" stroke="${dark}" stroke-width="9"/><circle cx="38" cy="60" r="12" fill="${steel}"/><circle cx="82" cy="60" r="12" fill="${steel}"/>`,
  oil: `<rect x="34" y="44" width="46" height="52" rx="4" fill="${accent}"/><path d="M80 54 l22 -16" stroke="${steel}" stroke-width="6" stroke-linecap="round"/><rect x="46" y="34" width="20" height="12" fill="${dark}"/><path d="M104 48 q-2 8 -4 10 q-4 -2 4 -10 Z" fill="#d9a21b"/><rect x="40" y="62" width="34" height="16" fill="#ffffff" fill-opacity="0.7"/>`,
  glue: `<path d="M30 50 h50 l10 10 l-10 10 h-50 Z" fill="${blue}"/><rect x="90" y="56" width="14" height="8" fill="${steel}"/><path d="M104 60 l8 0" stroke="${dark}" stroke-width="3"/><rect x="38" y="55" width="30" height="10" fill="#ffffff" fill-opacity="0.7"/>`,
  wiper: `<rect x="28" y="30" width="64" height="64" rx="4" fill="#ffffff" stroke="${steel}" stroke-width="3"/><path d="M36 48 h48 M36 60 h48 M36 72 h48" stroke="#9fd0f0" stroke-width="3"/><path d="M28 94 l14 -14 h50" fill="none" stroke="${steel}" stroke-width="3"/>`,
  tie: `<path d="M24 80 q36 -50 76 -30" fill="none" stroke="${dark}" stroke-width="7"/><rect x="16" y="72" width="16" height="16" rx="3" fill="${dark}"/><path d="M32 84 q30 -36 66 -24" fill="none" stroke="${steel}" stroke-width="2" stroke-dasharray="2 3"/>`,
  box: `<path d="M24 44 L60 28 L96 44 L60 60 Z" fill="#f1d7a8"/><path d="M24 44 L60 60 L60 98 L24 82 Z" fill="#c9955b"/><path d="M96 44 L60 60 L60 98 L96 82 Z" fill="#b07f49"/>`,
};

const background = ['#eef4fb', '#fdf3e8', '#eef6f2'];
const out = fileURLToPath(new URL('./items/', import.meta.url));
mkdirSync(out, { recursive: true });
Object.entries(items).forEach(([name, body], n) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<rect width="120" height="120" fill="${background[n % background.length]}"/>
<ellipse cx="60" cy="104" rx="40" ry="5" fill="#000" fill-opacity="0.06"/>
<g>${body}</g>
</svg>
`;
  writeFileSync(`${out}${name}.svg`, svg);
});
