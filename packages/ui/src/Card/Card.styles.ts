// The Card's looks: a bordered surface with token padding and an optional header row.
import styled from 'styled-components';

export const Surface = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['5']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Content = styled.div`
  padding: ${({ theme }) => theme.space['5']};
`;
