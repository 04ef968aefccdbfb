import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@mro/tokens/fonts.css';
import '@mro/tokens/index.css';
import { CodeListProvider, MroProvider, OverlayProvider, SYSTEM_OF_THEME_CLASS, type Locale } from '../packages/ui/src';
import type { ThemeClass } from '@mro/tokens';
import { ClassMatrix, storyResources } from './story-helpers';
import { loadCodes } from './codes';

// findBy*/waitFor wait up to 4 s: the browser suites run two workers on two cores.
configure({ asyncUtilTimeout: 4000 });

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    themeClass: {
      description: 'Theme class of the page root',
      toolbar: {
        title: 'Class',
        icon: 'paintbrush',
        items: [
          { value: 'main', title: 'main (MAIN)' },
          { value: 'buyer', title: 'buyer (BY)' },
          { value: 'supply', title: 'supply (MP, SP, DEV)' },
          { value: 'punch-out', title: 'punch-out (PO)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ko', title: '한국어' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeClass: 'main', locale: 'ko' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale ?? 'ko') as Locale;
      const themeClass = (context.globals.themeClass ?? 'main') as ThemeClass;
      if (context.parameters.mro?.allClasses) {
        return (
          <ClassMatrix locale={locale} contain={context.parameters.mro.contain}>
            <Story />
          </ClassMatrix>
        );
      }
      return (
        // A class switch re-renders the story where it is (the play function's result stays, and the
        // axe sweep checks it in every class); a locale switch mounts it again.
        <MroProvider key={locale} system={SYSTEM_OF_THEME_CLASS[themeClass]} locale={locale} resources={storyResources}>
          <CodeListProvider load={loadCodes}>
            <OverlayProvider>
              <Story />
            </OverlayProvider>
          </CodeListProvider>
        </MroProvider>
      );
    },
  ],
};

export default preview;
