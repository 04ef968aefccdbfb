import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MroProvider } from './MroProvider';
import { useMro, useMroRoot } from './MroContext';
import { SYSTEMS, themeClassesOf, type SystemCode } from './systems';

const expected: Record<SystemCode, string[]> = {
  MAIN: ['main'],
  BY: ['buyer'],
  PO: ['buyer', 'punch-out'],
  MP: ['supply'],
  SP: ['supply'],
  DEV: ['supply'],
  GO: ['main'],
  GP: ['main'],
};

const THEME_CLASSES = ['main', 'buyer', 'supply', 'punch-out'];

describe('MroProvider', () => {
  it.each(SYSTEMS)('puts the theme classes of %s on its root', (system) => {
    render(<MroProvider system={system} data-testid="root" />);
    const root = screen.getByTestId('root');
    expect(THEME_CLASSES.filter((c) => root.classList.contains(c))).toEqual(expected[system]);
    expect(root.dataset.mroSystem).toBe(system);
    expect(themeClassesOf(system)).toEqual(expected[system]);
  });

  it('sets lang and switches the i18next language with the locale prop', () => {
    function Label() {
      const { t } = useTranslation();
      return <span>{t('button.loading')}</span>;
    }
    const { rerender } = render(
      <MroProvider locale="ko" data-testid="root">
        <Label />
      </MroProvider>,
    );
    expect(screen.getByTestId('root').lang).toBe('ko');
    expect(screen.getByText('처리 중입니다')).toBeTruthy();
    rerender(
      <MroProvider locale="en" data-testid="root">
        <Label />
      </MroProvider>,
    );
    expect(screen.getByTestId('root').lang).toBe('en');
    expect(screen.getByText('Processing')).toBeTruthy();
  });

  it('merges the app resources with the UI resources', () => {
    function Label() {
      const { t } = useTranslation('portal');
      return <span>{t('hello')}</span>;
    }
    render(
      <MroProvider
        locale="en"
        resources={{ en: { portal: { hello: 'Hello' } }, ko: { portal: { hello: '안녕하세요' } } }}
      >
        <Label />
      </MroProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('gives styled components a theme of CSS variable references only', () => {
    const Probe = styled.div`
      color: ${({ theme }) => theme.color.primary.bg};
      width: ${({ theme }) => theme.modal.width.login_system};
    `;
    render(
      <MroProvider>
        <Probe data-testid="probe" />
      </MroProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('color:var(--mro-color-primary-bg)');
    expect(css).toContain('width:var(--mro-modal-width-login-system)');
  });

  it('applies the classes and lang to <html> only when asked, and removes them on unmount', () => {
    const { unmount } = render(<MroProvider system="PO" locale="en" applyToDocument />);
    expect(document.documentElement.classList.contains('buyer')).toBe(true);
    expect(document.documentElement.classList.contains('punch-out')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    unmount();
    expect(document.documentElement.classList.contains('punch-out')).toBe(false);
    render(<MroProvider system="SP" />);
    expect(document.documentElement.classList.contains('supply')).toBe(false);
  });

  it('exposes system, locale, classes and root through useMro', () => {
    let seen: ReturnType<typeof useMro> | undefined;
    let root: HTMLElement | null = null;
    let renders = 0;
    function Spy() {
      seen = useMro();
      renders += 1;
      return null;
    }
    function RootSpy() {
      root = useMroRoot();
      return null;
    }
    render(
      <MroProvider system="BY" locale="en">
        <Spy />
        <RootSpy />
      </MroProvider>,
    );
    // The root element arriving after the first commit does not render the context's consumers again.
    expect(renders).toBe(1);
    expect(seen?.system).toBe('BY');
    expect(seen?.locale).toBe('en');
    expect(seen?.themeClasses).toEqual(['buyer']);
    expect(root).toBeInstanceOf(HTMLDivElement);
    expect(root).toBe(document.querySelector('[data-mro-system="BY"]'));
  });

  it('useMro outside a provider explains what is missing', () => {
    function Lost() {
      useMro();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/inside <MroProvider>/);
  });
});
