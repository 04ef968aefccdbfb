/**
 * /regist/customer/process (spec 001 §3 "Buyer registration"): login id with its duplicate check
 * (required before sending), password with every rule shown live, name, company and department
 * chosen in their search popups (a company whose users come from a user-data interface cannot be
 * chosen: MROJN0002), job grade, employee number, office phone and fax, mobile, e-mail and its
 * three mail flags, zip code, address and delivery place. The rules are the server's
 * (`buyerRegistrationErrors`); the server's field errors land on their fields. Everything typed
 * is kept as a draft (passwords excepted) through reloads and browser restarts, and nothing is
 * cleared by a refusal; the first error is focused. Sent: /regist/customer/complete.
 */
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { buyerRegistrationErrors } from '@mro/rules';
import {
  Button,
  Checkbox,
  FormBox,
  FormItem,
  LookupField,
  PhoneInput,
  Select,
  TextField,
  useFormBox,
  useMessageBox,
  type FormBoxState,
} from '@mro/ui';
import { settle } from '../../http/result';
import { useRegisterBuyer, useRegistrationLookups } from './queries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';
import { AddressItems } from './AddressItems';
import { PasswordFields } from '../common/PasswordFields';
import { BUYER_FORM_SCHEMA, EMPTY_BUYER, buyerDraft, buyerRequest, type BuyerValues } from './buyerValues';
import { SearchPopup, type Choice } from './SearchPopup';
import { RegistSteps } from './RegistSteps';
import { FormActions } from '../../shared/FormActions';

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space['3']} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const IdCheck = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  & [role='status'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & [data-ok='true'] {
    color: ${({ theme }) => theme.color.text.success};
  }
`;

interface Company extends Choice {
  selfRegYn: 'Y' | 'N';
}

type Popup = 'company' | 'department' | null;

/** The duplicate check beside the login id: its answer stays until the id changes. */
function LoginIdCheck({ form }: { form: FormBoxState<BuyerValues> }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const lookups = useRegistrationLookups();
  const loginId = form.watch('loginId').trim();
  const checked = form.watch('checkedLoginId');
  const ok = checked !== '' && checked === loginId;
  const check = async () => {
    if (!(await form.trigger('loginId'))) return form.setFocus('loginId');
    const result = await lookups.loginIdDuplicate(loginId);
    if (!result.ok) return;
    if (result.data.duplicateYn === 'Y') {
      form.setValue('checkedLoginId', '');
      form.setError('loginId', { type: 'duplicate', message: 'MROAU0010' });
      form.setFocus('loginId');
    } else {
      form.clearErrors('loginId');
      form.setValue('checkedLoginId', loginId, { shouldDirty: true });
    }
  };
  return (
    <IdCheck>
      <Button variant="secondary" size="sm" onClick={check}>
        {t('regist.checkId')}
      </Button>
      <span role="status" data-ok={ok}>
        {ok ? t('regist.idAvailable', { loginId }) : ''}
      </span>
    </IdCheck>
  );
}

export function BuyerForm() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const lookups = useRegistrationLookups();
  const register = useRegisterBuyer();
  const box = useMessageBox();
  const navigate = useNavigate();
  const [draft] = useState(buyerDraft);
  const initial = useMemo(() => draft.load() ?? EMPTY_BUYER, [draft]);
  const form = useFormBox<BuyerValues>({ schema: BUYER_FORM_SCHEMA, defaultValues: initial });
  const [popup, setPopup] = useState<Popup>(null);
  const values = form.watch();

  // Every change joins the draft (passwords never do).
  useEffect(() => {
    const { unsubscribe } = form.watch((all) => draft.save({ ...EMPTY_BUYER, ...(all as Partial<BuyerValues>) }));
    return unsubscribe;
  }, [draft, form]);

  // A cleared company takes its department with it.
  useEffect(() => {
    if (!values.cpCd && values.dpCd) {
      form.setValue('dpCd', '');
      form.setValue('dpNm', '');
    }
  }, [form, values.cpCd, values.dpCd]);

  if (initial.termsAgreeYn !== 'Y' || initial.privacyAgreeYn !== 'Y' || !initial.euResidentYn)
    return <Navigate to="/regist/customer" replace />;

  const refuse = (errors: Record<string, { code: string }>) => {
    const names = Object.keys(errors) as (keyof BuyerValues & string)[];
    for (const name of names) form.setError(name, { type: 'server', message: errors[name]!.code });
    const first = FIELD_ORDER.find((name) => names.includes(name));
    if (first) form.setFocus(first);
  };

  const submit = async (all: BuyerValues) => {
    if (all.checkedLoginId !== all.loginId.trim()) {
      form.setError('loginId', { type: 'check', message: t('regist.checkIdFirst') });
      return form.setFocus('loginId');
    }
    const errors = buyerRegistrationErrors(buyerRequest(all));
    if (Object.keys(errors).length > 0) return refuse(errors);
    const result = await settle(register.mutateAsync(buyerRequest(all)));
    if (!result.ok) {
      const fields = Object.fromEntries(
        (result.failure.fields ?? []).filter((f) => f.field && f.code).map((f) => [f.field!, { code: f.code! }]),
      );
      if (fields.loginId) form.setValue('checkedLoginId', '');
      return refuse(fields);
    }
    // Not dirty any more (no leave question), then no draft (the reset's own change is saved first).
    form.reset(all);
    draft.clear();
    navigate('/regist/customer/complete', { replace: true, state: { loginId: result.data.loginId } });
  };

  const searchCompanies = async (cpNm: string) => {
    const result = await lookups.companies(cpNm);
    if (!result.ok) return null;
    return result.data.cpCodes.map((c): Company => ({
      key: c.cpCd,
      label: c.cpNm,
      selfRegYn: c.selfRegYn,
      note: c.selfRegYn === 'N' ? t('regist.noSelfRegistration') : undefined,
    }));
  };
  const pickCompany = async (company: Company) => {
    if (company.selfRegYn === 'N') {
      await box.alert('MROJN0002');
      return false;
    }
    form.setValue('cpNm', company.label, { shouldDirty: true });
    form.setValue('dpCd', '', { shouldDirty: true });
    form.setValue('dpNm', '', { shouldDirty: true });
    form.setValue('cpCd', company.key, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    return true;
  };
  const searchDepartments = async (dpNm: string) => {
    const result = await lookups.departments(values.cpCd, dpNm);
    return result.ok ? result.data.dpCodes.map((d): Choice => ({ key: d.dpCd, label: d.dpNm })) : null;
  };

  return (
    <EntryPage title={t('regist.buyerTitle')} lead={t('regist.formLead')}>
      <RegistSteps current={1} start="/regist/customer" />
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('regist.buyerTitle')}
        actions={
          <FormActions
            cancel={t('regist.back')}
            submit={t('regist.submit')}
            onCancel={() => navigate('/regist/customer')}
          />
        }
      >
        <Heading>{t('regist.account')}</Heading>
        <FormItem name="loginId" label={t('regist.loginId')} hint={t('regist.loginIdHint')}>
          <TextField autoComplete="username" maxLength={20} englishOnly />
        </FormItem>
        <LoginIdCheck form={form} />
        <PasswordFields
          withOld={false}
          loginId={values.loginId.trim()}
          context={{ employeeNo: values.empNo, mobile: values.mobileNo, officePhone: values.officeTelNo }}
          names={{ new: 'pwCn', confirm: 'pwCnConfirm' }}
        />
        <Heading>{t('regist.person')}</Heading>
        <FormItem name="userNm" label={t('regist.userNm')}>
          <TextField autoComplete="name" maxLength={50} lengthUnit="byte" />
        </FormItem>
        <FormItem name="cpCd" label={t('regist.company')}>
          <LookupField
            displayValue={values.cpNm}
            onSearch={() => setPopup('company')}
            searchLabel={t('regist.companySearch')}
            clearable
          />
        </FormItem>
        <FormItem name="dpCd" label={t('regist.department')}>
          <LookupField
            displayValue={values.dpNm}
            onSearch={() => setPopup('department')}
            searchLabel={t('regist.departmentSearch')}
            disabled={!values.cpCd}
            clearable
          />
        </FormItem>
        <FormItem name="jobGradeCd" label={t('regist.jobGrade')}>
          <Select codeGroup="JOB_GRADE" />
        </FormItem>
        <FormItem name="empNo" label={t('regist.empNo')}>
          <TextField maxLength={20} />
        </FormItem>
        <FormItem name="officeTelNo" label={t('regist.officeTelNo')}>
          <TextField mask="phone" inputMode="tel" autoComplete="work tel" />
        </FormItem>
        <FormItem name="faxNo" label={t('regist.faxNo')}>
          <TextField mask="phone" inputMode="tel" />
        </FormItem>
        <FormItem name="mobileNo" label={t('regist.mobileNo')}>
          <PhoneInput kind="mobile" autoComplete="mobile" />
        </FormItem>
        <FormItem name="email" label={t('regist.email')}>
          <TextField type="email" autoComplete="email" maxLength={100} />
        </FormItem>
        <FormItem name="itgMailRcvYn" label={t('regist.itgMail')}>
          <Checkbox>{t('regist.receive')}</Checkbox>
        </FormItem>
        <FormItem name="newReqMailRcvYn" label={t('regist.newReqMail')}>
          <Checkbox>{t('regist.receive')}</Checkbox>
        </FormItem>
        <FormItem name="adMailRcvYn" label={t('regist.adMail')}>
          <Checkbox>{t('regist.receive')}</Checkbox>
        </FormItem>
        <Heading>{t('regist.address')}</Heading>
        <AddressItems />
        <FormItem name="dlvPlaceNm" label={t('regist.dlvPlaceNm')}>
          <TextField maxLength={100} lengthUnit="byte" />
        </FormItem>
      </FormBox>
      {popup === 'company' && (
        <SearchPopup<Company>
          title={t('regist.companySearch')}
          label={t('regist.companyName')}
          minLength={2}
          search={searchCompanies}
          onPick={pickCompany}
          onClose={() => setPopup(null)}
        />
      )}
      {popup === 'department' && (
        <SearchPopup
          title={t('regist.departmentSearch')}
          label={t('regist.departmentName')}
          searchOnOpen
          search={searchDepartments}
          onPick={(d) => {
            form.setValue('dpNm', d.label, { shouldDirty: true });
            form.setValue('dpCd', d.key, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          }}
          onClose={() => setPopup(null)}
        />
      )}
    </EntryPage>
  );
}

/** The fields in the order they show, for focusing the first refusal. */
const FIELD_ORDER: (keyof BuyerValues & string)[] = [
  'loginId',
  'pwCn',
  'pwCnConfirm',
  'userNm',
  'cpCd',
  'dpCd',
  'jobGradeCd',
  'empNo',
  'officeTelNo',
  'faxNo',
  'mobileNo',
  'email',
  'zipCd',
  'addr',
  'addrDtl',
  'dlvPlaceNm',
];

export function BuyerComplete() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  return (
    <EntryPage title={t('regist.completeTitle')} lead={t('regist.buyerComplete')}>
      <RegistSteps current={2} start="/regist/customer" />
      <div>
        <Button onClick={() => navigate('/login')}>{t('regist.toLogin')}</Button>
      </div>
    </EntryPage>
  );
}
