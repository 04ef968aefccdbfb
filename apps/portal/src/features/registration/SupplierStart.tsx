/**
 * /regist/supplier (spec 001 §3 "Supplier registration"): the terms and the privacy notice, the
 * registration type and the business registration number, checked by the server's rules
 * (`supplierRegistrationErrors`: AHUCU0005 for the number, MROCM0016 when the type does not match
 * it). "Next" asks the server who already uses the number: an application still being reviewed
 * stops here (MROJN0008, its status list shown); suppliers already registered under it are shown
 * in the duplicate-selection popup, where the applicant goes on as a branch (a separate tax unit)
 * or stops. "Application status" shows the number's applications at any time. Every answer joins
 * the registration's draft; on to /regist/supplier/process.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { supplierRegistrationErrors } from '@mro/rules';
import { ActionBar, Button, createStoredItemStore, Field, RadioGroup, TextField } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';
import { AgreeAll, Consent } from './Consent';
import { RegistSteps } from './RegistSteps';
import { DuplicatePopup, StatusPopup, type NumberCheck } from './SupplierPopups';
import { START_FIELDS, emptySupplier, supplierDraft, supplierRequest, type SupplierValues } from './supplierValues';
import { useRegistrationLookups } from './queries';

const NumberRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-items: flex-start;
  & > :first-child {
    flex: 1 1 14rem;
  }
  & > button {
    margin-top: 1.75rem;
  }
`;

type StartField = (typeof START_FIELDS)[number];
type Popup = 'duplicates' | 'status' | null;

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function SupplierStart() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const lookups = useRegistrationLookups();
  const [draft] = useState(() => supplierDraft(createStoredItemStore()));
  const [values, setValues] = useState<SupplierValues>(() => draft.load() ?? emptySupplier());
  const [errors, setErrors] = useState<Partial<Record<StartField, string>>>({});
  const [check, setCheck] = useState<NumberCheck | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const controls = useRef<Partial<Record<StartField, { focus: () => void } | null>>>({});

  const update = (change: Partial<SupplierValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    draft.save(next);
    return next;
  };
  const set = (name: StartField, value: string) => {
    update({ [name]: value });
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /** The step's own refusals (the server's function on what the step holds), the first focused. */
  const refusals = () => {
    const all = supplierRegistrationErrors(supplierRequest(values), { today: '' });
    const found: Partial<Record<StartField, string>> = {};
    for (const name of START_FIELDS) if (all[name]) found[name] = all[name].code;
    return found;
  };
  const refuse = (found: Partial<Record<StartField, string>>) => {
    setErrors(found);
    const first = START_FIELDS.find((name) => found[name]);
    if (first) controls.current[first]?.focus();
    return Boolean(first);
  };

  /** Who already uses the number, and its applications (asked again whenever the number changed). */
  const lookUp = async (): Promise<NumberCheck | null> => {
    const bizRegNo = digitsOf(values.bizRegNo);
    if (check?.bizRegNo === bizRegNo) return check;
    const result = await lookups.supplierDuplicates(bizRegNo);
    if (!result.ok) return null;
    const found = { ...result.data, bizRegNo };
    setCheck(found);
    return found;
  };

  const showStatus = async () => {
    const found = refusals();
    if (found.bizRegNo) return refuse({ bizRegNo: found.bizRegNo });
    if (await lookUp()) setPopup('status');
  };

  const proceed = (asBranch: boolean) => {
    update({ checkedBizRegNo: digitsOf(values.bizRegNo), ...(asBranch && { taxUnitYn: true }) });
    navigate('/regist/supplier/process');
  };

  const next = async () => {
    if (refuse(refusals())) return;
    const found = await lookUp();
    if (!found) return;
    if (found.pendingApplicationYn === 'Y') {
      refuse({ bizRegNo: 'MROJN0008' });
      return setPopup('status');
    }
    // Suppliers under the number: shown once for it; going on means a branch of that business.
    if (found.suppliers.length > 0 && values.checkedBizRegNo !== found.bizRegNo) return setPopup('duplicates');
    proceed(false);
  };

  return (
    <EntryPage title={t('supplier.title')} lead={t('supplier.startLead')}>
      <RegistSteps current={0} start="/regist/supplier" />
      <AgreeAll
        checked={values.termsAgreeYn === 'Y' && values.privacyAgreeYn === 'Y'}
        onCheckedChange={(on) => {
          update({ termsAgreeYn: on ? 'Y' : '', privacyAgreeYn: on ? 'Y' : '' });
          setErrors((e) => ({ ...e, termsAgreeYn: undefined, privacyAgreeYn: undefined }));
        }}
      />
      <Consent
        name="termsAgreeYn"
        doc="terms"
        checked={values.termsAgreeYn === 'Y'}
        onCheckedChange={(on) => set('termsAgreeYn', on ? 'Y' : '')}
        error={errors.termsAgreeYn}
        controlRef={(node) => {
          controls.current.termsAgreeYn = node;
        }}
      />
      <Consent
        name="privacyAgreeYn"
        doc="privacy"
        checked={values.privacyAgreeYn === 'Y'}
        onCheckedChange={(on) => set('privacyAgreeYn', on ? 'Y' : '')}
        error={errors.privacyAgreeYn}
        controlRef={(node) => {
          controls.current.privacyAgreeYn = node;
        }}
      />
      <Field label={t('supplier.regType')} error={errors.regTypeCd} required hint={t('supplier.regTypeHint')}>
        <RadioGroup
          ref={(handle) => {
            controls.current.regTypeCd = handle;
          }}
          orientation="horizontal"
          items={[
            { cd: 'C', cdNm: t('supplier.corporate') },
            { cd: 'I', cdNm: t('supplier.individual') },
          ]}
          value={values.regTypeCd}
          onValueChange={(v: string) => set('regTypeCd', v)}
        />
      </Field>
      <NumberRow>
        <Field label={t('supplier.bizRegNo')} error={errors.bizRegNo} required hint={t('supplier.bizRegNoHint')}>
          <TextField
            ref={(node) => {
              controls.current.bizRegNo = node;
            }}
            value={values.bizRegNo}
            onValueChange={(v) => set('bizRegNo', v)}
            onEnter={() => void next()}
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
          />
        </Field>
        <Button variant="secondary" onClick={() => void showStatus()}>
          {t('supplier.statusButton')}
        </Button>
      </NumberRow>
      <ActionBar>
        <Button variant="secondary" onClick={() => navigate('/login')}>
          {t('regist.cancel')}
        </Button>
        <Button onClick={() => void next()}>{t('regist.next')}</Button>
      </ActionBar>
      {popup === 'duplicates' && check && (
        <DuplicatePopup
          check={check}
          onBranch={() => {
            setPopup(null);
            proceed(true);
          }}
          onClose={() => setPopup(null)}
        />
      )}
      {popup === 'status' && check && <StatusPopup check={check} onClose={() => setPopup(null)} />}
    </EntryPage>
  );
}
