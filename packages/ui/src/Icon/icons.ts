// The icon set of @mro/ui: 24 × 24 outline paths (stroke 1.75, round caps), drawn for this
// product's menus, cards and buttons. One entry is one or more path `d` strings; the Icon view
// draws them with currentColor, so an icon takes the text colour of where it sits.
export const ICONS = {
  home: ['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10'],
  cart: ['M3 4h2l2.4 11h10.8L21 7H6.2', 'M9 20a1 1 0 1 0 0.01 0', 'M18 20a1 1 0 1 0 0.01 0'],
  order: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 12h7', 'M9 16h7'],
  truck: ['M2 6h11v10H2z', 'M13 9h4l4 4v3h-8', 'M6 19a2 2 0 1 0 0.01 0', 'M17 19a2 2 0 1 0 0.01 0'],
  inbox: ['M3 13l3-8h12l3 8', 'M3 13v6h18v-6', 'M3 13h5l1 3h6l1-3h5'],
  returns: ['M9 7H4V2', 'M4 7a9 9 0 1 1-1 5'],
  box: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M4 7.5l8 4.5 8-4.5', 'M12 12v9'],
  newItem: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M12 8v8', 'M8 12h8'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8', 'M4 21a8 8 0 0 1 16 0'],
  key: ['M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8', 'M11.5 11H21', 'M18 11v3', 'M15 11v2'],
  logout: ['M10 4H5v16h5', 'M14 8l4 4-4 4', 'M8 12h10'],
  warehouse: ['M3 9l9-5 9 5v11H3z', 'M7 20v-7h10v7', 'M7 16h10'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-4', 'M12 16V8', 'M16 16v-6'],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  ],
  document: ['M6 3h9l4 4v14H6z', 'M14 3v5h5'],
  grid: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  store: [
    'M4 9l1.5-5h13L20 9',
    'M4 9h16v2a3 3 0 0 1-5.3 2A3 3 0 0 1 12 14a3 3 0 0 1-2.7-1A3 3 0 0 1 4 11z',
    'M5 13v7h14v-7',
  ],
  check: ['M5 12l5 5 9-10'],
  chevronRight: ['M9 6l6 6-6 6'],
  code: ['M8 8l-4 4 4 4', 'M16 8l4 4-4 4', 'M14 5l-4 14'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
