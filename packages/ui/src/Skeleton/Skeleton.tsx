// Skeleton: the shape of content still loading (lines of text, a box, a circle). Contract: the
// blocks are hidden from assistive technology; the frame is a status that says "loading" once,
// and `aria-busy` on the region being filled is the caller's (or use `loading` on this frame's
// parent). The shimmer stops under prefers-reduced-motion. Cost: a few spans, one CSS animation.
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Block, Frame } from './Skeleton.styles';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Lines of text (the last one shorter), or one box or circle. */
  shape?: 'text' | 'rect' | 'circle' | undefined;
  /** Lines for the text shape (default 3). */
  lines?: number | undefined;
  /** Width of a box or circle, or of the text block (CSS length). */
  width?: string | undefined;
  /** Height of a box or circle (CSS length); a text line is one line high. */
  height?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

export function Skeleton({ shape = 'text', lines = 3, width, height, ref, style, ...rest }: SkeletonProps) {
  const { t } = useTranslation('ui');
  const block = (key: number, css: CSSProperties) => (
    <Block key={key} $shape={shape} aria-hidden="true" data-skeleton-block="" style={css} />
  );
  return (
    <Frame role="status" {...rest} ref={ref} style={{ width, ...style }}>
      <VisuallyHidden>{t('skeleton.loading')}</VisuallyHidden>
      {shape === 'text'
        ? Array.from({ length: Math.max(1, lines) }, (_, i) =>
            block(i, { height: '1em', width: i === lines - 1 && lines > 1 ? '60%' : '100%' }),
          )
        : block(0, { width: width ?? '100%', height: height ?? (shape === 'circle' ? width : '80px') })}
    </Frame>
  );
}
