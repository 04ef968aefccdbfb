/**
 * The columns of a board's list (the system's notices, the entry site's boards): the title as a
 * link to the post, whether it has attachments, and its entry day.
 */
import type { TFunction } from 'i18next';
import type { TableColumn } from '@mro/ui';
import { ScreenLink } from '../../frames/ScreenLink';
import type { PostRow } from '../common/boardQueries';

export function postColumns(
  t: TFunction,
  hrefOf: (row: PostRow) => string,
  onNavigate: (href: string) => void,
): TableColumn<PostRow>[] {
  return [
    {
      key: 'titlCn',
      header: t('board.title'),
      render: (row) => (
        <ScreenLink href={hrefOf(row)} onNavigate={onNavigate}>
          {row.titlCn}
        </ScreenLink>
      ),
    },
    {
      key: 'athFileYn',
      header: t('notices.attachment'),
      width: '7em',
      render: (row) => (row.athFileYn === 'Y' ? t('board.yes') : '-'),
    },
    {
      key: 'regDt',
      header: t('board.date'),
      width: '7em',
      render: (row) => <time dateTime={row.regDt}>{row.regDt.slice(0, 10)}</time>,
    },
  ];
}
