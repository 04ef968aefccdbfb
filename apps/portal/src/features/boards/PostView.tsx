/**
 * One post of an entry site's board: its title, day, body (sanitized by the server when written),
 * attachments (download links), its previous and next posts (in the list's order, newest first:
 * the next post is the older one) and the way back to the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, RichText, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { audienceOf, postQuery, type BoardId, type Post } from '../common/boardQueries';
import { boardHref } from '../common/boardLinks';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & .body {
    padding: ${({ theme }) => theme.space['3']} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    line-height: ${({ theme }) => theme.font['line-height'].normal};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space['4']};
  }
  & small {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dd {
    margin: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export function PostView(props: { board: BoardId; type: string; ntcnId: number; onNavigate: (href: string) => void }) {
  const { board, type, ntcnId, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const post = useQuery(postQuery(api, String(ntcnId), audienceOf(type), locale));
  const neighbour = (label: string, link: Post['prev']) => (
    <>
      <dt>{label}</dt>
      <dd>
        {link ? (
          <ScreenLink href={boardHref(board, type, { ntcnId: link.ntcnId })} onNavigate={onNavigate}>
            {link.titlCn}
          </ScreenLink>
        ) : (
          t('board.none')
        )}
      </dd>
    </>
  );
  return (
    <Article aria-labelledby="board-post-title">
      {post.data && (
        <>
          <h2 id="board-post-title">{post.data.titlCn}</h2>
          <time dateTime={post.data.regDt}>{post.data.regDt.slice(0, 10)}</time>
          <RichText className="body" html={post.data.cntn} />
          {post.data.files && post.data.files.length > 0 && (
            <section aria-labelledby="board-post-files">
              <h3 id="board-post-files">{t('notices.attachment')}</h3>
              <ul>
                {post.data.files.map((file) => (
                  <li key={file.athFileSeq}>
                    <a href={file.downloadUrl} download={file.orgnFileNm}>
                      {file.orgnFileNm}
                    </a>{' '}
                    <small>({file.byte})</small>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <dl>
            {neighbour(t('board.previous'), post.data.next)}
            {neighbour(t('board.next'), post.data.prev)}
          </dl>
        </>
      )}
      {post.isError && <p role="alert">{t('board.missing')}</p>}
      <div>
        <Button variant="secondary" onClick={() => onNavigate(boardHref(board, type))}>
          {t('notices.list')}
        </Button>
      </div>
    </Article>
  );
}
