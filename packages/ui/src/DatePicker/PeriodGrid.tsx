import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Grid, GridHeader } from './DatePicker.styles';

export interface PeriodGridProps {
  kind: 'month' | 'year';
  /** YYYYMM or YYYY, or ''. */
  value: string;
  min: string;
  max: string;
  onPick: (value: string) => void;
}

/** A 12-month grid (year-month format) or a 12-year grid (year format) with previous/next. */
export function PeriodGrid({ kind, value, min, max, onPick }: PeriodGridProps) {
  const { t, i18n } = useTranslation('ui');
  const today = new Date();
  const year = Number(value.slice(0, 4)) || today.getFullYear();
  const [page, setPage] = useState(kind === 'month' ? year : year - (year % 12));
  const items =
    kind === 'month'
      ? Array.from({ length: 12 }, (_, i) => `${page}${String(i + 1).padStart(2, '0')}`)
      : Array.from({ length: 12 }, (_, i) => String(page + i).padStart(4, '0'));
  const inRange = (v: string) =>
    v >= (kind === 'month' ? min.slice(0, 6) : min.slice(0, 4)) &&
    v <= (kind === 'month' ? max.slice(0, 6) : max.slice(0, 4));
  const label = (v: string) =>
    kind === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(
          new Date(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, 1),
        )
      : v;
  const step = kind === 'month' ? 1 : 12;
  return (
    <div>
      <GridHeader>
        <Cell
          type="button"
          $selected={false}
          aria-label={t('pagination.previous')}
          onClick={() => setPage((p) => p - step)}
        >
          ‹
        </Cell>
        <span aria-live="polite">{kind === 'month' ? page : `${page}–${page + 11}`}</span>
        <Cell
          type="button"
          $selected={false}
          aria-label={t('pagination.next')}
          onClick={() => setPage((p) => p + step)}
        >
          ›
        </Cell>
      </GridHeader>
      <Grid role="grid">
        {items.map((v) => (
          <Cell
            key={v}
            type="button"
            role="gridcell"
            aria-selected={v === value}
            $selected={v === value}
            disabled={!inRange(v)}
            onClick={() => onPick(v)}
          >
            {label(v)}
          </Cell>
        ))}
      </Grid>
    </div>
  );
}
