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
import { buyerRegistrationErrors } from '@mro/rules';
import { ActionBar, Button, Field, RadioGroup } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';
import { AgreeAll, Consent } from './Consent';
import { RegistSteps } from './RegistSteps';
import { EMPTY_BUYER, TERMS_FIELDS, buyerDraft, type BuyerValues } from './buyerValues';

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

  const agreeAll = (on: boolean) => {
    const answer = on ? 'Y' : '';
    const next = { ...values, termsAgreeYn: answer, privacyAgreeYn: answer };
    setValues(next);
    draft.save(next);
    setErrors((e) => ({ ...e, termsAgreeYn: undefined, privacyAgreeYn: undefined }));
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
    <Consent
      name={name}
      doc={doc}
      checked={values[name] === 'Y'}
      onCheckedChange={(on) => set(name, on ? 'Y' : '')}
      error={errors[name]}
      controlRef={(node) => {
        controls.current[name] = node;
      }}
    />
  );

  return (
    <EntryPage title={t('regist.buyerTitle')} lead={t('regist.termsLead')}>
      <RegistSteps current={0} start="/regist/customer" />
      <AgreeAll checked={values.termsAgreeYn === 'Y' && values.privacyAgreeYn === 'Y'} onCheckedChange={agreeAll} />
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
      <ActionBar>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('regist.cancel')}
        </Button>
        <Button onClick={next}>{t('regist.next')}</Button>
      </ActionBar>
    </EntryPage>
  );
}
