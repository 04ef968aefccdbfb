/**
 * The renewal notice (decision 0031): where the cutover check sends every page while the server
 * says the portal is not ready (`GET /anonymous/system/cutover` answering false). No container
 * and no calls: the portal is being renewed, so the page only says so and offers to try again.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useServices } from '../../services/ServicesProvider';
import { ENTRY_HOME } from '../../shared/systems';

const Page = styled.main`
  max-width: 560px;
  margin: ${({ theme }) => theme.space['6']} auto;
  padding: ${({ theme }) => theme.space['5']};
  font-family: ${({ theme }) => theme.font.family.base};
  color: ${({ theme }) => theme.color.text.default};
  text-align: center;
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export function Renewal() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { leave } = useServices();
  return (
    <Page data-renewal>
      <h1>{t('renewal.title')}</h1>
      <p>{t('renewal.text')}</p>
      <Button onClick={() => leave(ENTRY_HOME)}>{t('renewal.retry')}</Button>
    </Page>
  );
}
