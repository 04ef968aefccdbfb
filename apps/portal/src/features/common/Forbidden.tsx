/**
 * The no-permission page (spec 000 §2): title, message, go back two steps and, where the system
 * has a home, go home (replacing the history entry). Styled by the system's class like the frame,
 * and by its own class (spec 001 §2): `nopage` on the main site (a card of its own), `no_breadcrumb`
 * inside a system's frame (flush with the screen, no card). Decision 0030.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useServices, useSession } from '../../services/ServicesProvider';
import { errorPageStyle, type ErrorPageStyle } from '../../routing/errorPageStyle';
import { SYSTEM_BASES, isSystemCode } from '../../shared/systems';

const Page = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space['6']} auto;
  padding: ${({ theme }) => theme.space['5']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  text-align: center;
  &.no_breadcrumb {
    max-width: none;
    margin: ${({ theme }) => theme.space['4']} 0;
    padding: ${({ theme }) => theme.space['4']} 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: 0;
    background: transparent;
    text-align: start;
    & div {
      justify-content: flex-start;
    }
  }
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

export function ErrorPage({
  title,
  text,
  home,
  variant,
}: {
  title: string;
  text: string;
  home: string | null;
  /** The page's own class (the no-permission page's, by system); none: the card. */
  variant?: ErrorPageStyle;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { leave } = useServices();
  return (
    <Page className={variant} data-error-page={variant ?? 'card'}>
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
  const { homePath, signedInElsewhere } = useSession();
  // Sent here from a system the user lacks (issue 41): the way home is the system signed in to.
  const home =
    homePath ??
    (signedInElsewhere && signedInElsewhere !== 'MAIN' && isSystemCode(signedInElsewhere)
      ? `${SYSTEM_BASES[signedInElsewhere]}/`
      : null);
  const { system } = useServices();
  return (
    <ErrorPage
      title={t('errors.forbiddenTitle')}
      text={t('errors.forbiddenText')}
      home={home}
      variant={errorPageStyle(system)}
    />
  );
}
