// Alert: an inline banner (info, success, warning, error) with an optional title, action and
// close button. Contract: the kind is shown by a sign and read as a word, never by colour alone;
// a banner that is there when the page loads is plain content; `announce` makes one that appears
// later speak (role="alert" for warning and error, "status" otherwise). Cost: one small subtree.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveButton } from '../shared/looks';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Action, Banner, Body, Sign, Title } from './Alert.styles';
import type { AlertKind } from './kinds';

export type { AlertKind } from './kinds';

const SIGN = { info: 'i', success: '✓', warning: '!', error: '!' } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  kind?: AlertKind | undefined;
  title?: ReactNode | undefined;
  children: ReactNode;
  /** A control for what the message asks (a Button or a link). */
  action?: ReactNode | undefined;
  /** Shows a close button. */
  onDismiss?: (() => void) | undefined;
  /** Announce it when it appears (not for banners that are there from the start). */
  announce?: boolean | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

export function Alert({ kind = 'info', title, children, action, onDismiss, announce, ref, ...rest }: AlertProps) {
  const { t } = useTranslation('ui');
  const role = announce ? (kind === 'warning' || kind === 'error' ? 'alert' : 'status') : undefined;
  return (
    <Banner role={role} {...rest} ref={ref} $kind={kind} data-kind={kind}>
      <Sign $kind={kind} aria-hidden="true">
        {SIGN[kind]}
      </Sign>
      <Body>
        <VisuallyHidden>{t(`alert.kind.${kind}`)}: </VisuallyHidden>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {action && <Action>{action}</Action>}
      {onDismiss && (
        <RemoveButton type="button" aria-label={t('alert.dismiss')} onClick={onDismiss}>
          ×
        </RemoveButton>
      )}
    </Banner>
  );
}
