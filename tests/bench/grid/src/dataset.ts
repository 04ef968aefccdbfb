// The bench's data: the same 100,000 × 20 rows for both grids (seeded), of the kinds a purchasing
// grid holds: text, numbers, dropdown codes, Y/N checkboxes and a row status.
export const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
export const ROW_HEIGHT = 30;
export const HEADER_HEIGHT = 40;
export const GRID_HEIGHT = 760;

export interface BenchRow {
  id: string;
  [key: string]: string | number | null;
}

export type Kind = 'text' | 'number' | 'dropdown' | 'checkbox' | 'status';
export interface BenchColumn {
  key: string;
  kind: Kind;
  width: number;
}

const KINDS: Kind[] = [
  'text',
  'text',
  'number',
  'dropdown',
  'text',
  'number',
  'checkbox',
  'text',
  'number',
  'dropdown',
  'text',
  'number',
  'text',
  'checkbox',
  'text',
  'number',
  'dropdown',
  'text',
  'number',
  'status',
];
/** Column 0 is the row id (frozen on the left); the others follow KINDS. */
export const COLUMNS: BenchColumn[] = KINDS.map((kind, i) => ({
  key: i === 0 ? 'id' : `c${i}`,
  kind: i === 0 ? 'text' : kind,
  width: kind === 'checkbox' ? 70 : kind === 'number' ? 100 : 130,
}));
export const OPTIONS = [
  { value: 'EA', label: '개' },
  { value: 'BOX', label: '박스' },
  { value: 'SET', label: '세트' },
];
export const STATUSES = ['none', 'none', 'none', 'updated', 'created'];
const WORDS = ['육각 볼트', '평와셔', '베어링', '안전장갑', 'V벨트', '절삭유', '케이블 타이', '스패너'];

export function makeRows(count = ROWS): BenchRow[] {
  let seed = 20_261_122;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const rows: BenchRow[] = new Array(count);
  for (let r = 0; r < count; r += 1) {
    const row: BenchRow = { id: `R${String(r + 1).padStart(6, '0')}` };
    for (let c = 1; c < COLUMNS.length; c += 1) {
      const { key, kind } = COLUMNS[c]!;
      const n = next();
      row[key] =
        kind === 'number'
          ? n % 100_000
          : kind === 'dropdown'
            ? OPTIONS[n % 3]!.value
            : kind === 'checkbox'
              ? n % 2
                ? 'Y'
                : 'N'
              : kind === 'status'
                ? STATUSES[n % STATUSES.length]!
                : `${WORDS[n % WORDS.length]} ${n % 1000}`;
    }
    rows[r] = row;
  }
  return rows;
}
