// The toasts' looks: a stack at the bottom right (bottom, full width, on a phone) above every
// other layer (z.toast), each toast with its kind's tone of the status scale. The entrance is a
// short slide that prefers-reduced-motion turns off.
import styled, { keyframes } from 'styled-components';
import type { ToastKind } from './toastQueue';

const TONE = { success: 'success', info: 'info', warning: 'warning', error: 'danger' } as const;

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space['4']};
  bottom: ${({ theme }) => theme.space['4']};
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  /* Of the containing block: the viewport, or a transformed frame (the stories' class matrix). */
  width: min(360px, calc(100% - 32px));
  pointer-events: none;
  @media (max-width: 480px) {
    right: ${({ theme }) => theme.space['2']};
    left: ${({ theme }) => theme.space['2']};
    width: auto;
  }
`;

export const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: 4px solid ${({ theme, $kind }) => theme.color.status[TONE[$kind]].fg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  pointer-events: auto;
  animation: ${enter} 160ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The kind's sign (✓ i ! ×) in its tone, beside the hidden kind word: never colour alone. */
export const Sign = styled.span<{ $kind: ToastKind }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => theme.color.status[TONE[$kind]].bg};
  color: ${({ theme, $kind }) => theme.color.status[TONE[$kind]].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 1px;
  overflow-wrap: anywhere;
`;
