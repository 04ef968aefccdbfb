/**
 * One consent of a registration's first step (the terms, the privacy notice): the document in a
 * scrolling region a keyboard can reach, and its checkbox with the refusal under it (MROJN0001).
 * Shared by the buyer and the supplier registration.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, Field } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { DocumentText } from '../../frames/footer/DocumentText';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Scroll = styled.div`
  max-height: 12rem;
  padding: ${({ theme }) => theme.space['3']};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
  }
`;

const All = styled.div`
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * "Agree to all" above the consents (issue 41): ticks or clears every consent of the step at once;
 * ticked while every consent is. Each consent keeps its own box below.
 */
export function AgreeAll({ checked, onCheckedChange }: { checked: boolean; onCheckedChange: (on: boolean) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <All>
      <Checkbox checked={checked} onCheckedChange={onCheckedChange}>
        {t('regist.agreeAll')}
      </Checkbox>
    </All>
  );
}

export interface ConsentProps {
  name: 'termsAgreeYn' | 'privacyAgreeYn';
  doc: 'terms' | 'privacy';
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  /** The refusal's message code. */
  error?: string | undefined;
  controlRef?: Ref<HTMLInputElement> | undefined;
}

export function Consent({ name, doc, checked, onCheckedChange, error, controlRef }: ConsentProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <Section aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t(`footer.${doc}.title`)}</h2>
      {/* A scrolling region a keyboard user can reach and scroll. */}
      <Scroll tabIndex={0} role="region" aria-label={t(`footer.${doc}.title`)}>
        <DocumentText doc={doc} />
      </Scroll>
      <Field label={t(`regist.${name}`)} error={error} required>
        <Checkbox ref={controlRef} checked={checked} onCheckedChange={onCheckedChange}>
          {t('regist.agree')}
        </Checkbox>
      </Field>
    </Section>
  );
}
