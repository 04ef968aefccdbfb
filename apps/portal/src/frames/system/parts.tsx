/** Parts of the system frame: the heading row (title, breadcrumbs, back) and a tab's panel. */
import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, Button, Group, Modal, type Crumb } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { PageIdInfo } from '../../routing/pageId';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  margin: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['3']} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  & nav {
    margin-bottom: ${({ theme }) => theme.space['1']};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Grow = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const PageFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
  margin: 0;
  & dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & dd {
    margin: 0;
  }
`;

// The screen's actions are the heading row's own flex items.
const ScreenActions = styled.span`
  display: contents;
`;

const Panel = styled.section`
  padding: 0 ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['4']};
`;

export interface PageHeadingProps {
  title: string;
  crumbs: Crumb[];
  componentName: string;
  /** What Ctrl+Alt click shows (routing/pageId.ts: the buyer's modal names the menu and program too). */
  pageInfo: PageIdInfo;
  /** Go back; none on the system's home (issue 41: there is nowhere back to go). */
  onBack?: (() => void) | undefined;
  /** Receives the element of the screen's actions (ScreenContext's `PageActions`). */
  actionSlot: (element: HTMLElement | null) => void;
  onNavigate: (href: string) => void;
}

/**
 * Title with breadcrumbs from the menu list and the go-back button (spec 000 §2). Breadcrumbs that
 * would only repeat the title ("홈 / 홈") are left out (issue 41). Ctrl+Alt click
 * on the heading opens a modal with the page id (the last part of the page component's name).
 */
export function PageHeading({
  title,
  crumbs,
  componentName,
  pageInfo,
  onBack,
  actionSlot,
  onNavigate,
}: PageHeadingProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [shown, setShown] = useState<PageIdInfo | null>(null);
  const onClick = (e: MouseEvent) => {
    if (e.ctrlKey && e.altKey) setShown(pageInfo);
  };
  return (
    // The page id is a developer's aid by pointer only; the id is also in the heading's data.
    <Row onClick={onClick} data-page-id={componentName}>
      <Grow>
        {/* Where the page is, above its title (decision 0044); the title itself once. */}
        {(crumbs.length > 1 || (crumbs.length === 1 && crumbs[0]!.label !== title)) && (
          <Breadcrumbs label={t('frame.breadcrumbs')} items={crumbs} onNavigate={onNavigate} />
        )}
        <Title>{title}</Title>
      </Grow>
      {/* The page's actions: Back, then the screen's own (its slot; decision 0044). */}
      <Group gap="2" justify="flex-end" data-page-actions>
        {onBack && (
          <Button variant="secondary" size="sm" onClick={onBack}>
            {t('frame.back')}
          </Button>
        )}
        <ScreenActions ref={actionSlot} data-screen-actions />
      </Group>
      <Modal
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={t('frame.pageId')}
        size="small"
      >
        <p>{t('frame.pageIdOf', { id: shown?.pageId })}</p>
        {shown?.buyer && (
          <PageFacts data-buyer-page-facts>
            <dt>{t('frame.pageMenu')}</dt>
            <dd>{shown.menuNm ?? title}</dd>
            <dt>{t('frame.pageProgram')}</dt>
            <dd>{shown.prgmId ?? t('frame.pageProgramNone')}</dd>
          </PageFacts>
        )}
      </Modal>
    </Row>
  );
}

export function TabPanel({
  ids,
  hidden,
  children,
}: {
  ids: { tab: string; panel: string };
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <Panel role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={hidden}>
      {children}
    </Panel>
  );
}
