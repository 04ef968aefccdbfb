/**
 * The no-permission page (spec 000 §2): title, message, go back two steps and, where the system
 * has a home, go home (replacing the history entry). Styled by the system's class like the frame.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useServices, useSession } from '../../services/ServicesProvider';

const Page = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space['6']} auto;
  padding: ${({ theme }) => theme.space['5']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  text-align: center;
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & div {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space['2']};
  }
`;

export function ErrorPage({ title, text, home }: { title: string; text: string; home: string | null }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { leave } = useServices();
  return (
    <Page>
      <h1>{title}</h1>
      <p>{text}</p>
      <div>
        <Button variant="secondary" onClick={() => window.history.go(-2)}>
          {t('errors.goBack')}
        </Button>
        {home && (
          <Button
            onClick={() => {
              window.history.replaceState(null, '', home);
              leave(home);
            }}
          >
            {t('errors.goHome')}
          </Button>
        )}
      </div>
    </Page>
  );
}

export default function Forbidden() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { homePath } = useSession();
  return <ErrorPage title={t('errors.forbiddenTitle')} text={t('errors.forbiddenText')} home={homePath} />;
}
