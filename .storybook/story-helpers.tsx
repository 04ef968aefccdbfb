// Helpers for stories: sample labels come from i18next (namespace "story") like every other
// visible string, and ClassMatrix renders a story once per theme class, side by side.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'i18next';
import { formatMessage, type MessageCode, type MessageParams } from '@mro/rules';
import { CodeListProvider, MroProvider, OverlayProvider, SYSTEM_OF_THEME_CLASS, type Locale } from '../packages/ui/src';
import { loadCodes } from './codes';
import { themeClasses, type ThemeClass } from '@mro/tokens';
import ko from './locales/ko.json';
import en from './locales/en.json';

export const storyResources: Resource = { ko: { story: ko }, en: { story: en } };

/** A translated sample label: <T k="save" /> shows 저장 or Save. */
export function T({ k, values }: { k: keyof typeof ko; values?: Record<string, unknown> }) {
  const { t } = useTranslation('story');
  return <>{t(k, values ?? {})}</>;
}

/**
 * The story once per theme class. `contain` (a height in px) makes each cell the containing block
 * of fixed-position overlays (modals, message boxes), so four of them fit side by side.
 */
/** A translated sample string, for props that take text (labels): useStoryText()('period'). */
export function useStoryText() {
  const { t } = useTranslation('story');
  return (k: keyof typeof ko) => t(k);
}

export function ClassMatrix({ locale, contain, children }: { locale: Locale; contain?: number; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
      {themeClasses.map((cls: ThemeClass) => (
        <MroProvider
          key={cls}
          system={SYSTEM_OF_THEME_CLASS[cls]}
          locale={locale}
          resources={storyResources}
          data-theme-class={cls}
          style={{
            padding: 12,
            border: '1px dashed #c3c9d2',
            ...(contain ? { transform: 'translateZ(0)', height: contain, overflow: 'hidden' } : {}),
          }}
        >
          <div style={{ fontSize: 11, marginBottom: 8, color: '#3b424d' }}>{cls}</div>
          <CodeListProvider load={loadCodes}>
            <OverlayProvider>{children}</OverlayProvider>
          </CodeListProvider>
        </MroProvider>
      ))}
    </div>
  );
}

/** A pattern matching a message code's text in Korean or English (for play functions' checks). */
export function messagePattern(code: MessageCode, params: MessageParams = {}): RegExp {
  return new RegExp(
    [formatMessage(code, 'ko', params), formatMessage(code, 'en', params)]
      .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
  );
}
