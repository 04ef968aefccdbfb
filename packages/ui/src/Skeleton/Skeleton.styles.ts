// The Skeleton's looks: muted blocks with a slow shimmer that prefers-reduced-motion stops.
// Tokens only (the shimmer is the muted and subtle backgrounds, no colour maths).
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
`;

export const Block = styled.span<{ $shape: 'text' | 'rect' | 'circle' }>`
  display: block;
  border-radius: ${({ theme, $shape }) => ($shape === 'circle' ? '50%' : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.bg.muted} 25%,
    ${({ theme }) => theme.color.bg.subtle} 50%,
    ${({ theme }) => theme.color.bg.muted} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.bg.muted};
  }
`;
