import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { LoadingStore } from './loadingStore';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.overlay.backdrop};
  cursor: progress;
`;

const Panel = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['5']} ${({ theme }) => theme.space['6']};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.base};
`;

const Spinner = styled.span`
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.color.primary.bg};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The global loading overlay, shown while tracked work runs longer than the debounce. The live
 * region is always there (announced when it fills); its text is looked up only when shown.
 */
export function LoadingIndicator({ store }: { store: LoadingStore }) {
  const state = useSyncExternalStore(store.state.subscribe, store.state.get, store.state.get);
  return (
    <div role="status" aria-live="polite" data-mro-loading={state.visible || undefined}>
      {state.visible && <LoadingPanel cancelable={state.cancelable} />}
    </div>
  );
}

function LoadingPanel({ cancelable }: { cancelable: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Overlay>
      <Panel>
        <Spinner aria-hidden="true" />
        <span>{t('loading.label')}</span>
        {cancelable && <Hint>{t('loading.cancelHint')}</Hint>}
      </Panel>
    </Overlay>
  );
}
