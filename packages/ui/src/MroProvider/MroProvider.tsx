import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type HTMLAttributes, type Ref } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { createI18n, type Locale } from '../i18n/createI18n';
import { theme } from '../theme';
import { MroContext, MroRootContext, type MroContextValue } from './MroContext';
import { themeClassesOf, type SystemCode } from './systems';
import { Root } from './MroProvider.styles';
import { assignRef } from '../hooks/assignRef';

export interface MroProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** The system whose look applies: MAIN→main, BY→buyer, PO→buyer punch-out, MP/SP/DEV→supply, GO/GP→main. */
  system?: SystemCode;
  locale?: Locale;
  /** Extra i18next resources (the app's own namespaces), merged with the UI's. */
  resources?: Resource;
  /** Use this i18next instance instead of creating one (the app owns it). */
  i18n?: I18n;
  /** Also put the classes and `lang` on `<html>`, for whole-page apps. */
  applyToDocument?: boolean;
  ref?: Ref<HTMLDivElement>;
}

// useLayoutEffect warns when rendered on a server; the document classes only matter in a browser.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Root of every @mro/ui tree: theme classes on its root element, the styled-components theme
 * (CSS variable references only) and an i18next instance with the ko and en resources.
 */
export function MroProvider({
  system = 'MAIN',
  locale = 'ko',
  resources,
  i18n: givenI18n,
  applyToDocument = false,
  className,
  children,
  ref,
  ...rest
}: MroProviderProps) {
  const [ownI18n] = useState(() => givenI18n ?? createI18n(locale, resources));
  const i18n = givenI18n ?? ownI18n;
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  // One array per system: a new one on every render would renew the context for every consumer.
  const themeClasses = useMemo(() => themeClassesOf(system), [system]);
  const classKey = themeClasses.join(' ');

  // Resources are bundled, so changeLanguage completes synchronously, before the browser paints.
  useIsomorphicLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  useIsomorphicLayoutEffect(() => {
    if (!applyToDocument) return undefined;
    const html = document.documentElement;
    const added = classKey.split(' ');
    const previousLang = html.lang;
    html.classList.add(...added);
    html.lang = locale;
    return () => {
      html.classList.remove(...added);
      html.lang = previousLang;
    };
  }, [applyToDocument, classKey, locale]);

  const context = useMemo<MroContextValue>(() => ({ system, locale, themeClasses }), [system, locale, themeClasses]);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      setRootElement(node);
      assignRef(ref, node);
    },
    [ref],
  );

  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MroContext.Provider value={context}>
          <MroRootContext.Provider value={rootElement}>
            <Root
              {...rest}
              ref={setRef}
              lang={locale}
              data-mro-system={system}
              className={className ? `${classKey} ${className}` : classKey}
            >
              {children}
            </Root>
          </MroRootContext.Provider>
        </MroContext.Provider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
