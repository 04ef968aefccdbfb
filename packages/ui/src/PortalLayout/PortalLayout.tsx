import { useEffect, useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isComposingEvent } from '../hooks/composition';
import { Container, Footer, Header, Main, MenuToggle, Shell, Side } from './PortalLayout.styles';

export interface PortalLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The header's content (logo, links, language toggle, user). */
  header: ReactNode;
  /** The side menu; none for the entry site's pages without one. */
  side?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page frame of the portal: a sticky header, an optional side menu, the main area and a
 * footer. On a narrow screen (a phone, 375 px) the side menu folds behind a menu button in the
 * header; it closes again with Esc, with the button, or when the page (`main`) is clicked.
 */
export function PortalLayout({ header, side, footer, children, ref, ...rest }: PortalLayoutProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const sideId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !isComposingEvent(e)) setOpen(false);
    };
    // A click outside the menu (not on its button), or on a link in it, folds it.
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const side = document.getElementById(sideId);
      if (target?.closest(`[aria-controls="${CSS.escape(sideId)}"]`)) return;
      if (!side?.contains(target) || target?.closest('a')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, sideId]);

  return (
    <Container ref={ref} {...rest}>
      <Shell $hasSide={Boolean(side)}>
        <Header>
          {side && (
            <MenuToggle
              type="button"
              aria-expanded={open}
              aria-controls={sideId}
              aria-label={t(open ? 'portalLayout.closeMenu' : 'portalLayout.openMenu')}
              onClick={() => setOpen((o) => !o)}
            >
              ☰
            </MenuToggle>
          )}
          {header}
        </Header>
        {side && (
          <Side id={sideId} $open={open} aria-label={t('portalLayout.menu')}>
            {side}
          </Side>
        )}
        <Main>{children}</Main>
        {footer && <Footer>{footer}</Footer>}
      </Shell>
    </Container>
  );
}
