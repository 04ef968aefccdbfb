/**
 * The supplier registration's two number popups (spec 001 §2 "supplier duplicate selection,
 * supplier status list", layouts not shown). Duplicate selection: the suppliers already trading
 * under the number (name, representative's first character); someone of that company asks its
 * administrator for an account, a branch that invoices on its own (a separate tax unit) goes on.
 * Status list: the number's applications, newest first, with their state and dates.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActionBar, Button, Modal, translateMessage } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

export interface NumberCheck {
  bizRegNo: string;
  suppliers: { cpCd: string; cpNm: string; rprePsNm: string | null }[];
  pendingApplicationYn: 'Y' | 'N';
  applications: { applNo: string; receivedAt: string; decidedAt: string | null; status: string }[];
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: ${({ theme }) => theme.space['3']} 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    padding: ${({ theme }) => theme.space['3']};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & span {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Note = styled.p`
  margin: 0;
`;

/** "2026-11-25" of an ISO instant, as the applicant's day in Seoul. */
const seoulDate = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

export const formatBizRegNo = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;

export function DuplicatePopup({
  check,
  onBranch,
  onClose,
}: {
  check: NumberCheck;
  onBranch: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('supplier.duplicates.title')}
      description={t('supplier.duplicates.lead', { bizRegNo: formatBizRegNo(check.bizRegNo) })}
      size="medium"
    >
      <Note>{t('supplier.duplicates.lead', { bizRegNo: formatBizRegNo(check.bizRegNo) })}</Note>
      <List aria-label={t('supplier.duplicates.list')}>
        {check.suppliers.map((s) => (
          <li key={s.cpCd}>
            <strong>{s.cpNm}</strong>
            {s.rprePsNm && <span>{t('supplier.duplicates.representative', { name: s.rprePsNm })}</span>}
          </li>
        ))}
      </List>
      <Note>{t('supplier.duplicates.advice')}</Note>
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          {t('regist.cancel')}
        </Button>
        <Button onClick={onBranch}>{t('supplier.duplicates.branch')}</Button>
      </ActionBar>
    </Modal>
  );
}

export function StatusPopup({ check, onClose }: { check: NumberCheck; onClose: () => void }) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('supplier.status.title')}
      description={t('supplier.status.lead', { bizRegNo: formatBizRegNo(check.bizRegNo) })}
      size="medium"
    >
      <Note>{t('supplier.status.lead', { bizRegNo: formatBizRegNo(check.bizRegNo) })}</Note>
      {check.applications.length === 0 ? (
        <Note role="status">{t('supplier.status.none')}</Note>
      ) : (
        <List aria-label={t('supplier.status.list')}>
          {check.applications.map((a) => (
            <li key={a.applNo}>
              <strong>
                {a.applNo} · {t(`supplier.status.${a.status}`, { defaultValue: a.status })}
              </strong>
              <span>
                {t('supplier.status.received', { date: seoulDate(a.receivedAt) })}
                {a.decidedAt ? ` · ${t('supplier.status.decided', { date: seoulDate(a.decidedAt) })}` : ''}
              </span>
            </li>
          ))}
        </List>
      )}
      {check.pendingApplicationYn === 'Y' && <Note>{translateMessage(i18n, 'MROJN0008')}</Note>}
      <ActionBar>
        <Button onClick={onClose}>{t('supplier.status.close')}</Button>
      </ActionBar>
    </Modal>
  );
}
