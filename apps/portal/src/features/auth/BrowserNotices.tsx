/**
 * The login home's browser notices (spec 000 §2, decision 0020): the Chrome recommendation banner
 * on desktop browsers other than Chrome (hide for a week, or never again), the Windows 7 notice
 * on Windows 7 (hide for a week), and, on the Korean desktop home of a browser below the supported
 * minimum (`needsUpgrade`, decision 0054), the floating browser-upgrade popup (closing with "do not show for a week" hides it for 7 days; closing without clears the
 * stored time). The upgrade and download link is code list CM057's UPGRADE_URL; without it the
 * texts stand alone. Each hidden time is a stored item of this browser.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActionBar, Button, Checkbox, createStoredItemStore } from '@mro/ui';
import { useHydrated } from '../../shared/hydration/useHydrated';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useUpgradeUrl } from '../../frames/useChatUrl';
import {
  NEVER,
  NOTICE_KEYS,
  aWeekFrom,
  isHidden,
  needsUpgrade,
  readBrowser,
  recommendsChrome,
  warnsWindows7,
} from './browserNotices';

const stored = createStoredItemStore();
const LIFETIME_S = 10 * 365 * 24 * 60 * 60;

/** A stored hide-until time and its setter; `until` undefined clears it. */
function useHiddenUntil(key: string) {
  // Read once when the page opens: a notice does not appear or vanish while the page is in use.
  const [hidden, setHidden] = useState(() => isHidden(stored.get<number>(key), Date.now()));
  const hide = (next: number | undefined) => {
    if (next === undefined) stored.remove(key);
    else stored.set(key, next, LIFETIME_S);
    setHidden(next !== undefined);
  };
  return { hidden, hide };
}

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  & p {
    margin: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export function BrowserBanners() {
  // The notices depend on the browser and on its storage: none in the server's render.
  return useHydrated() ? <KnownBrowserBanners /> : null;
}

function KnownBrowserBanners() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const browser = readBrowser(navigator.userAgent);
  const chrome = useHiddenUntil(NOTICE_KEYS.chrome);
  const windows7 = useHiddenUntil(NOTICE_KEYS.windows7);
  const link = useUpgradeUrl();
  return (
    <>
      {recommendsChrome(browser) && !chrome.hidden && (
        <Banner aria-labelledby="chrome-banner-text" data-notice="chrome">
          <p id="chrome-banner-text">
            {t('browser.chrome')}{' '}
            {link && (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('browser.getChrome')}
              </a>
            )}
          </p>
          <ActionBar>
            <Button size="sm" variant="secondary" onClick={() => chrome.hide(aWeekFrom(Date.now()))}>
              {t('browser.hideWeek')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => chrome.hide(NEVER)}>
              {t('browser.hideNever')}
            </Button>
          </ActionBar>
        </Banner>
      )}
      {warnsWindows7(browser) && !windows7.hidden && (
        <Banner aria-labelledby="windows7-text" data-notice="windows7">
          <p id="windows7-text">{t('browser.windows7')}</p>
          <ActionBar>
            <Button size="sm" variant="secondary" onClick={() => windows7.hide(aWeekFrom(Date.now()))}>
              {t('browser.hideWeek')}
            </Button>
          </ActionBar>
        </Banner>
      )}
    </>
  );
}

const Floating = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space['5']};
  bottom: ${({ theme }) => theme.space['5']};
  z-index: ${({ theme }) => theme.z.header};
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  width: min(20rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  /* Desktop only (spec): a phone has no room for a floating panel over the form. */
  @container mro-portal (max-width: 767px) {
    display: none;
  }
`;

export function UpgradePopup() {
  // Its "hide for a week" lives in the browser's storage: none in the server's render. Only an
  // outdated or unsupported browser is asked to upgrade (issue 41 defect 11).
  return useHydrated() && needsUpgrade(readBrowser(navigator.userAgent)) ? <StoredUpgradePopup /> : null;
}

function StoredUpgradePopup() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const upgrade = useHiddenUntil(NOTICE_KEYS.upgrade);
  const [week, setWeek] = useState(false);
  const [closed, setClosed] = useState(false);
  const link = useUpgradeUrl();
  if (closed || upgrade.hidden) return null;
  return (
    <Floating aria-labelledby="upgrade-title" data-notice="upgrade">
      <h2 id="upgrade-title">{t('browser.upgradeTitle')}</h2>
      <p>{t('browser.upgradeText')}</p>
      {link && (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('browser.upgradeLink')}
          </a>
        </p>
      )}
      <Checkbox checked={week} onCheckedChange={setWeek}>
        {t('browser.hideWeekCheck')}
      </Checkbox>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          upgrade.hide(week ? aWeekFrom(Date.now()) : undefined);
          setClosed(true);
        }}
      >
        {t('browser.close')}
      </Button>
    </Floating>
  );
}
