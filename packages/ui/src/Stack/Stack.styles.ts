// Stack and Group: flex boxes whose gap is a step of the spacing tokens. No other look.
import styled from 'styled-components';
import type { SpaceStep } from './space';

export const Flex = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceStep;
  $align: string | undefined;
  $justify: string | undefined;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align, $direction }) => $align ?? ($direction === 'row' ? 'center' : 'stretch')};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;
`;
