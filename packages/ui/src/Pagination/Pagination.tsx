import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@mro/rules';
import { usePagination, type UsePaginationOptions } from './usePagination';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: ${({ theme }) => theme.control.height.sm};
  height: ${({ theme }) => theme.control.height.sm};
  padding: 0 ${({ theme }) => theme.space['2']};
  border: ${({ theme }) => theme.control['border-width']} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  cursor: pointer;
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.color.primary.bg};
      color: ${theme.color.primary.fg};
      font-weight: ${theme.font.weight.bold};
    `}
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.disabled.fg};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

const SizeSelect = styled.select`
  height: ${({ theme }) => theme.control.height.sm};
  border: ${({ theme }) => theme.control['border-width']} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
`;

const Total = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface PaginationProps extends UsePaginationOptions {
  /** Page sizes offered; the selector is hidden when omitted. */
  pageSizeOptions?: number[];
  onPageSizeChange?: (size: number) => void;
  className?: string;
  /** Name of the navigation landmark (default: the localized "Pages"). */
  'aria-label'?: string;
}

/** Page numbers in a window of 10, first/previous/next/last, page size selector (default 50). */
export function Pagination({
  pageSizeOptions,
  onPageSizeChange,
  className,
  'aria-label': ariaLabel,
  pageSize = DEFAULT_PAGE_SIZE,
  ...options
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const p = usePagination({ ...options, pageSize });
  const atStart = p.page <= 1;
  const atEnd = p.page >= p.count;
  return (
    <Nav aria-label={ariaLabel ?? t('pagination.label')} className={className}>
      <Total>{t('pagination.total', { total: options.totalCount.toLocaleString() })}</Total>
      <PageButton type="button" aria-label={t('pagination.first')} disabled={atStart} onClick={() => void p.first()}>
        «
      </PageButton>
      <PageButton
        type="button"
        aria-label={t('pagination.previous')}
        disabled={atStart}
        onClick={() => void p.previous()}
      >
        ‹
      </PageButton>
      <List>
        {p.pages.map((n) => (
          <li key={n}>
            <PageButton
              type="button"
              $current={n === p.page}
              aria-current={n === p.page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => void p.goTo(n)}
            >
              {n}
            </PageButton>
          </li>
        ))}
      </List>
      <PageButton type="button" aria-label={t('pagination.next')} disabled={atEnd} onClick={() => void p.next()}>
        ›
      </PageButton>
      <PageButton type="button" aria-label={t('pagination.last')} disabled={atEnd} onClick={() => void p.last()}>
        »
      </PageButton>
      {pageSizeOptions && (
        <SizeSelect
          aria-label={t('pagination.pageSize')}
          value={pageSize}
          onChange={(e) => onPageSizeChange?.(Number(e.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {t('pagination.pageSizeOption', { size })}
            </option>
          ))}
        </SizeSelect>
      )}
    </Nav>
  );
}
