/**
 * /regist/customer (spec 001 §3: "terms consent required; EU residence choice required"): the
 * terms and the privacy notice, each in a scrolling box with its own consent, and whether the
 * applicant lives in the EU (GDPR). Refusals name the missing consent (MROJN0001) or choice
 * (ACMCM0002) under the control and focus it. The answers join the registration's draft, so
 * coming back shows them ticked; on to /regist/customer/process.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buyerRegistrationErrors } from '@mro/rules';
import { Button, Checkbox, Field, RadioGroup } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../i18n';
import { EntryPage } from '../EntryPage';
import { DocumentText } from '../footer/DocumentText';
import { EMPTY_BUYER, TERMS_FIELDS, buyerDraft, type BuyerValues } from './buyerValues';

const Consent = styled.section`
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
`;

type TermsField = (typeof TERMS_FIELDS)[number];

export function BuyerTerms() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const [draft] = useState(buyerDraft);
  const [values, setValues] = useState<BuyerValues>(() => draft.load() ?? EMPTY_BUYER);
  const [errors, setErrors] = useState<Partial<Record<TermsField, string>>>({});
  const controls = useRef<Partial<Record<TermsField, { focus: () => void } | null>>>({});

  const set = (name: TermsField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    draft.save(next);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const next = () => {
    const all = buyerRegistrationErrors(values);
    const found: Partial<Record<TermsField, string>> = {};
    for (const name of TERMS_FIELDS) if (all[name]) found[name] = all[name].code;
    setErrors(found);
    const first = TERMS_FIELDS.find((name) => found[name]);
    // Focusing scrolls the first refusal into view.
    if (first) return controls.current[first]?.focus();
    navigate('/regist/customer/process');
  };

  const consent = (name: 'termsAgreeYn' | 'privacyAgreeYn', doc: 'terms' | 'privacy') => (
    <Consent aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t(`footer.${doc}.title`)}</h2>
      {/* A scrolling region a keyboard user can reach and scroll. */}
      <Scroll tabIndex={0} role="region" aria-label={t(`footer.${doc}.title`)}>
        <DocumentText doc={doc} />
      </Scroll>
      <Field label={t(`regist.${name}`)} error={errors[name]} required>
        <Checkbox
          ref={(node) => {
            controls.current[name] = node;
          }}
          checked={values[name] === 'Y'}
          onCheckedChange={(on) => set(name, on ? 'Y' : '')}
        >
          {t('regist.agree')}
        </Checkbox>
      </Field>
    </Consent>
  );

  return (
    <EntryPage title={t('regist.buyerTitle')} lead={t('regist.termsLead')}>
      {consent('termsAgreeYn', 'terms')}
      {consent('privacyAgreeYn', 'privacy')}
      <Field label={t('regist.euResident')} error={errors.euResidentYn} required hint={t('regist.euResidentHint')}>
        <RadioGroup
          ref={(handle) => {
            controls.current.euResidentYn = handle;
          }}
          orientation="horizontal"
          items={[
            { cd: 'N', cdNm: t('regist.euNo') },
            { cd: 'Y', cdNm: t('regist.euYes') },
          ]}
          value={values.euResidentYn}
          onValueChange={(v: string) => set('euResidentYn', v)}
        />
      </Field>
      <Actions>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('regist.cancel')}
        </Button>
        <Button onClick={next}>{t('regist.next')}</Button>
      </Actions>
    </EntryPage>
  );
}
