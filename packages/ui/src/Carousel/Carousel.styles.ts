import styled from 'styled-components';

export const Root = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

export const Slides = styled.div`
  position: relative;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  & > [hidden] {
    display: none;
  }
`;

export const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  justify-content: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
`;
