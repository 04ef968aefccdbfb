/**
 * The entry site's footer (spec 000 §2): the company link, the terms and privacy popups, the
 * privacy manager's mail, the corruption-report and security-certification popups, and the
 * company details. The popups are lazy (none is on the login's first load) and open one at a time.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { loadChunk } from '../../routing/lazyPage';
import type { FooterDocument } from './DocumentPopup';

// Through loadChunk: a chunk that fails (a new build replaced it) reloads the page once.
const DocumentPopup = lazy(() =>
  loadChunk(() => import('./DocumentPopup')).then((m) => ({ default: m.DocumentPopup })),
);
const CorruptionReport = lazy(() =>
  loadChunk(() => import('./CorruptionReport')).then((m) => ({ default: m.CorruptionReport })),
);

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
  margin: 0 0 ${({ theme }) => theme.space['2']};
  padding: 0;
  list-style: none;
  /* One look for every footer link, whether it opens a page or a popup (issue 41: underlined
     links, ghost buttons and a bold one side by side). The privacy policy alone stays bold: the
     privacy guidelines ask that it stand out. */
  && li > a,
  && li > button {
    display: inline;
    min-height: 0;
    height: auto;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-decoration: underline;
    cursor: pointer;
  }
  && li > [data-privacy] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

type Open = FooterDocument | 'report' | null;

export function EntryFooter() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const popup = (which: Exclude<Open, null>, label: string, extra: Record<string, string> = {}) => (
    <li>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(which)} {...extra}>
        {label}
      </Button>
    </li>
  );
  return (
    <>
      <Links aria-label={t('footer.label')}>
        <li>
          <a href="https://www.mro.example/" target="_blank" rel="noopener noreferrer">
            {t('footer.company')}
          </a>
        </li>
        {popup('terms', t('footer.terms.title'))}
        {popup('privacy', t('footer.privacy.title'), { 'data-privacy': '' })}
        <li>
          <a href="mailto:privacy@mro.example">{t('entry.footerPrivacyManager')}</a>
        </li>
        {popup('report', t('report.title'))}
        {popup('security', t('footer.security.title'))}
      </Links>
      <p>{t('entry.footerDetails')}</p>
      <Suspense fallback={null}>
        {open === 'report' && <CorruptionReport onClose={close} />}
        {open !== null && open !== 'report' && <DocumentPopup doc={open} onClose={close} />}
      </Suspense>
    </>
  );
}
