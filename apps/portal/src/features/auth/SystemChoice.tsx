/**
 * The system selection after login (spec 000 §4: "Success opens a system-selection popup"; the
 * popup itself is not shown): the user's systems, each a button; the choice binds new tokens to
 * that system (`POST /auth/system`) and opens its home. A user with one system goes there without
 * the question (issue 41).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from '@mro/ui';
import { useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { SYSTEM_BASES, isSystemCode } from '../../shared/systems';
import { settle } from '../../http/result';
import { useChooseSystem } from './queries';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
`;

export function SystemChoice({ systems, onCancel }: { systems: readonly string[]; onCancel: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const chooser = useChooseSystem();
  const { leave } = useServices();
  const choose = async (sysGbCd: string) => {
    const result = await settle(chooser.mutateAsync(sysGbCd));
    if (!result.ok) return;
    leave(result.data.homePath ?? (isSystemCode(sysGbCd) ? `${SYSTEM_BASES[sysGbCd]}/` : '/'));
  };
  const only = systems.length === 1 ? systems[0]! : null;
  const chosen = useRef(false);
  useEffect(() => {
    if (!only || chosen.current) return;
    chosen.current = true;
    void choose(only);
    // Once, for the one system.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);
  if (only) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('login.chooseSystem')}
      description={t('login.chooseSystemHint')}
      size="login_system"
    >
      <Choices>
        {systems.map((s) => (
          <Button key={s} variant="secondary" onClick={() => choose(s)} data-system={s}>
            {t(`systems.${s}`)}
          </Button>
        ))}
      </Choices>
    </Modal>
  );
}
