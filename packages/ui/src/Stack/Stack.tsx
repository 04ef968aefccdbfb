// Stack (one under another) and Group (side by side, wrapping): the spacing between a screen's
// parts as a step of the spacing tokens, never a pixel value in a screen. Contract: layout only
// (a div, no role); `as` changes the element (a list, a section). Cost: one element.
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import type { SpaceStep } from './space';
import { Flex } from './Stack.styles';

type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** A step of the spacing tokens (default '4', 12 px for Stack; '3', 8 px for Group). */
  gap?: SpaceStep | undefined;
  align?: Align | undefined;
  justify?: Justify | undefined;
  as?: ElementType | undefined;
  children?: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
}

export function Stack({ gap = '4', align, justify, as, ref, ...rest }: StackProps) {
  return (
    <Flex
      {...rest}
      as={as}
      ref={ref as Ref<HTMLDivElement>}
      $direction="column"
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={false}
    />
  );
}

export interface GroupProps extends StackProps {
  /** Wrap to the next line when the row is full (default true). */
  wrap?: boolean | undefined;
}

export function Group({ gap = '3', align, justify, wrap = true, as, ref, ...rest }: GroupProps) {
  return (
    <Flex
      {...rest}
      as={as}
      ref={ref as Ref<HTMLDivElement>}
      $direction="row"
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    />
  );
}
