// The four theme classes and the token sources each one is built from.
// Later sources override earlier ones: punch-out is buyer plus its own overrides.
export const BASE = ['src/base/palette.json', 'src/base/color.json', 'src/base/size.json'];

export const THEMES = {
  main: { selector: '.main', sources: [...BASE] },
  buyer: { selector: '.buyer', sources: [...BASE, 'src/themes/buyer.json'] },
  supply: { selector: '.supply', sources: [...BASE, 'src/themes/supply.json'] },
  // `.buyer.punch-out` outranks `.buyer`, so the order the files load in does not matter.
  'punch-out': {
    selector: '.punch-out, .buyer.punch-out',
    sources: [...BASE, 'src/themes/buyer.json', 'src/themes/punch-out.json'],
  },
};

export const PREFIX = 'mro';
