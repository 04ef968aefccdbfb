import styled, { css } from 'styled-components';

/** Below this width the side menu folds behind the menu button (the 375 px phone included). */
export const NARROW_MAX_PX = 767;

/** The layout answers to its own width (a container query), so a narrow frame or a phone folds the menu. */
export const Container = styled.div`
  container-type: inline-size;
  container-name: mro-portal;
`;

export const Shell = styled.div<{ $hasSide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $hasSide }) => ($hasSide ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: auto 1fr auto;
  grid-template-areas: ${({ $hasSide }) =>
    $hasSide ? `'header header' 'side main' 'footer footer'` : `'header' 'main' 'footer'`};
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.base};
  @container mro-portal (max-width: ${NARROW_MAX_PX}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'header' 'main' 'footer';
  }
`;

export const Header = styled.header`
  grid-area: header;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.color.header.bg};
  color: ${({ theme }) => theme.color.header.fg};
`;

export const MenuToggle = styled.button`
  display: none;
  min-width: ${({ theme }) => theme.control.height.md};
  height: ${({ theme }) => theme.control.height.md};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
  @container mro-portal (max-width: ${NARROW_MAX_PX}px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

export const Side = styled.aside<{ $open: boolean }>`
  grid-area: side;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space['3']};
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  @container mro-portal (max-width: ${NARROW_MAX_PX}px) {
    position: fixed;
    top: 56px;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.z.dropdown};
    width: min(300px, 85vw);
    box-shadow: ${({ theme }) => theme.shadow.md};
    ${({ $open }) =>
      !$open &&
      css`
        display: none;
      `}
  }
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const Footer = styled.footer`
  grid-area: footer;
  padding: ${({ theme }) => theme.space['4']};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
