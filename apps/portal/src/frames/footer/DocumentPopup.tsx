/**
 * The entry footer's reading popups (spec 000 §2 footer: terms, privacy, security certification;
 * their texts are not given, ours are in the portal's catalogue): a title and sections, each a
 * heading and paragraphs, in a scrolling modal. Closing returns focus to the footer link.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { DocumentText, type FooterDocument } from './DocumentText';

export type { FooterDocument };

export function DocumentPopup({ doc, onClose }: { doc: FooterDocument; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`footer.${doc}.title`)}
      description={t(`footer.${doc}.lead`)}
      size="large"
    >
      <DocumentText doc={doc} />
    </Modal>
  );
}
