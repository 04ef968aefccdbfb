/**
 * One notice (its id from the tab's own path): title, date, body and attachments (each a download
 * link whose short-lived token the answer carries, as the entry site's board shows them), and the
 * way back to the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, RichText, useMro } from '@mro/ui';
import { useApi, useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen, useScreenTitle } from '../../frames/ScreenContext';
import { noticeAudience, postQuery } from '../common/boardQueries';

const Article = styled.article`
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & .body {
    margin: ${({ theme }) => theme.space['4']} 0;
    line-height: ${({ theme }) => theme.font['line-height'].normal};
  }
`;

export default function Notice() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const { system } = useServices();
  const { location, navigate } = useScreen();
  const id = location.pathname.split('/').pop() ?? '';
  const notice = useQuery(postQuery(api, id, noticeAudience(system), locale));
  useScreenTitle(notice.data?.titlCn);
  const base = `/${system.toLowerCase()}`;
  return (
    <Article>
      {notice.data && (
        <>
          <h2>{notice.data.titlCn}</h2>
          <time dateTime={notice.data.regDt}>{notice.data.regDt.slice(0, 10)}</time>
          {/* Sanitized when written (server) and again here (RichText), docs/security.md. */}
          <RichText className="body" html={notice.data.cntn} />
          {notice.data.files && notice.data.files.length > 0 && (
            <section aria-labelledby="notice-files">
              <h3 id="notice-files">{t('notices.attachment')}</h3>
              <ul>
                {notice.data.files.map((file) => (
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
        </>
      )}
      <Button variant="secondary" onClick={() => void navigate(`${base}/notices`)}>
        {t('notices.list')}
      </Button>
    </Article>
  );
}
