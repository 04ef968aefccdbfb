// The Badge's look: text on its tone's background from the one status scale (color.status.*).
import styled from 'styled-components';
import type { BadgeTone } from './tones';

export const BadgeRoot = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  max-width: 100%;
  min-height: 20px;
  padding: 0 ${({ theme }) => theme.space['2']};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  box-sizing: border-box;
`;
