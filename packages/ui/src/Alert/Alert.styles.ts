// The Alert's looks: a banner in its kind's tone of the status scale, with a sign. Tokens only.
import styled from 'styled-components';
import type { AlertKind } from './kinds';

const TONE = { info: 'info', success: 'success', warning: 'warning', error: 'danger' } as const;

export const Banner = styled.div<{ $kind: AlertKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme, $kind }) => theme.color.status[TONE[$kind]].fg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $kind }) => theme.color.status[TONE[$kind]].bg};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  @container (max-width: 400px) {
    flex-wrap: wrap;
  }
`;

export const Sign = styled.span<{ $kind: AlertKind }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ theme, $kind }) => theme.color.status[TONE[$kind]].fg};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-bottom: 2px;
`;

export const Action = styled.div`
  flex: none;
  align-self: center;
`;
