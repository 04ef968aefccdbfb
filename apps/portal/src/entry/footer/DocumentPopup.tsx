/**
 * The entry footer's reading popups (spec 000 §2 footer: terms, privacy, security certification;
 * their texts are not given, ours are in the portal's catalogue): a title and sections, each a
 * heading and paragraphs, in a scrolling modal. Closing returns focus to the footer link.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../i18n';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

export type FooterDocument = 'terms' | 'privacy' | 'security';

interface Section {
  heading: string;
  body: string[];
}

export function DocumentPopup({ doc, onClose }: { doc: FooterDocument; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const sections = t(`footer.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`footer.${doc}.title`)}
      description={t(`footer.${doc}.lead`)}
      size="large"
    >
      <Body>
        <p>{t(`footer.${doc}.lead`)}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Body>
    </Modal>
  );
}
