import { vars, type TokenVars } from '@mro/tokens';

/**
 * The styled-components theme: the token tree with every leaf a `var(--mro-…)` reference.
 * The values live in CSS, per theme class; switching class switches the look with no re-render
 * and no colour maths at runtime.
 */
export const theme: TokenVars = vars;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TokenVars {}
}
