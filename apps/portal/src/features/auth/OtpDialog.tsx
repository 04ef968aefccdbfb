/**
 * The SMS verification popup (spec 000 §4 and §5: "send, resend within the limits, verify"; the
 * popup itself is not shown): the masked mobile number the code goes to, Send (then Resend), the
 * 6-digit code, the time left of its 10 minutes, Verify. The same popup serves the login's second
 * factor, the unlock of a locked account and find id / password; only the calls differ. The
 * server counts sends and tries (AMSCU0054-0056, MROAU0005-0007); its refusals are alerted by the
 * HTTP layer and nothing typed is cleared, so a mistyped digit is fixed in place.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Modal, TextField, translateMessage } from '@mro/ui';
import type { HttpResult } from '../../http/client';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FormActions } from '../../shared/FormActions';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: end;
  & > :first-child {
    flex: 1 1 auto;
  }
`;
const Lead = styled.p`
  margin: 0;
`;
const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  &[data-expired] {
    color: ${({ theme }) => theme.color.text.danger};
  }
`;

export interface OtpCalls<T> {
  /** Sends the code for a ticket (the contract's call); answers when it runs out. */
  send: (otpTicket: string) => Promise<HttpResult<{ expiresAt: string }>>;
  /** Checks the code; answers what the flow goes on with. */
  verify: (otpTicket: string, otpNo: string) => Promise<HttpResult<T>>;
}

export interface OtpDialogProps<T> {
  title: string;
  ticket: string;
  calls: OtpCalls<T>;
  /** The masked number the server will text (shown so the person knows which phone to look at). */
  mobileNo?: string | undefined;
  onVerified: (data: T) => void;
  onCancel: () => void;
}

/** mm:ss of the time left, never below zero. */
export function timeLeft(expiresAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function OtpDialog<T>({ title, ticket, calls, mobileNo, onVerified, onCancel }: OtpDialogProps<T>) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const expired = expiresAt !== null && now >= expiresAt;

  const send = async () => {
    setBusy(true);
    const result = await calls.send(ticket);
    setBusy(false);
    if (!result.ok) return;
    setExpiresAt(Date.parse(result.data.expiresAt));
    setNow(Date.now());
  };
  const verify = async () => {
    if (!/^\d{6}$/.test(code)) return;
    setBusy(true);
    const result = await calls.verify(ticket, code);
    setBusy(false);
    if (result.ok) onVerified(result.data);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={mobileNo ? t('otp.sendTo', { mobileNo }) : t('otp.hint')}
      size="medium"
      footer={
        <FormActions
          cancel={t('otp.cancel')}
          submit={t('otp.verify')}
          onCancel={onCancel}
          onSubmit={verify}
          busy={expiresAt === null || expired || code.length !== 6 || busy}
        />
      }
    >
      <Body>
        <Lead>{mobileNo ? t('otp.sendTo', { mobileNo }) : t('otp.hint')}</Lead>
        <Row>
          <Field label={t('otp.code')}>
            <TextField
              name="otpNo"
              value={code}
              onValueChange={setCode}
              digitsOnly
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              disabled={expiresAt === null}
              onEnter={() => void verify()}
            />
          </Field>
          <Button variant="secondary" onClick={() => void send()} disabled={busy}>
            {expiresAt === null ? t('otp.send') : t('otp.resend')}
          </Button>
        </Row>
        <Status role="status" data-otp-status data-expired={expired ? '' : undefined}>
          {expiresAt === null
            ? t('otp.notSent')
            : expired
              ? translateMessage(i18n, 'MROAU0005')
              : `${translateMessage(i18n, 'AMSCU0054')} ${t('otp.timeLeft', { time: timeLeft(expiresAt, now) })}`}
        </Status>
      </Body>
    </Modal>
  );
}
