/**
 * /regist/supplier/process (spec 001 §3 "Supplier registration"): every field group of the
 * application. The company (corporate number for a corporation, branch number for a separate
 * tax unit, names, representative and type, country, address, phones, business type and item,
 * abbreviation, e-tax invoice, affiliate and other-marketplace flags), its profile (establishment,
 * industry years, capital, sales and workers with base years, introduction, environmental and
 * safety certifications, AEO, credit rating), the representative's careers, the main items, the
 * contacts by function, what it receives and where it loads, the documents and the applicant.
 *
 * One set of rules: the form's `validate` is the server's `supplierRegistrationErrors` on the
 * very body the form sends, so one submit shows every refusal, each on its field, and the first
 * is focused (scrolled into view). The server's own refusals land the same way. Everything typed
 * is kept in the draft through reloads and browser restarts (uploads stay on the server under
 * this browser's upload cookie); nothing is cleared by a refusal. Sent: /regist/supplier/complete.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUPPLIER_CONTACT_FUNCTIONS, seoulDay, type FieldErrors } from '@mro/rules';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  FormBox,
  FormItem,
  MultiTextInput,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  createStoredItemStore,
  useCodeList,
  useFormBox,
  useMessageBox,
  type FormBoxState,
} from '@mro/ui';
import { settle } from '../../http/result';
import { useRegisterSupplier } from './queries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';
import { AddressItems } from './AddressItems';
import { RegistSteps } from './RegistSteps';
import { SupplierCareers } from './SupplierCareers';
import { SupplierDocuments } from './SupplierDocuments';
import { Row, RowActions, SupplierItems } from './SupplierItems';
import { formatBizRegNo } from './SupplierPopups';
import {
  SUPPLIER_FORM_SCHEMA,
  START_FIELDS,
  emptySupplier,
  formErrorPaths,
  supplierDraft,
  supplierFormErrors,
  supplierRequest,
  type SupplierValues,
} from './supplierValues';
import { FormActions } from '../../shared/FormActions';

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space['4']} 0 0;
  padding-top: ${({ theme }) => theme.space['3']};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['4']};
  align-items: center;
  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Which field a refusal points at, in the order the form shows them (their FormItems' order). */
function firstInPage(names: string[]): string | undefined {
  const set = new Set(names);
  for (const item of document.querySelectorAll<HTMLElement>('[data-form-item]')) {
    const name = item.dataset.formItem!;
    if (set.has(name)) return name;
  }
  return names[0];
}

/** The contacts by function: sales required; the others optional, each copied from sales on request. */
function Contacts({ form }: { form: FormBoxState<SupplierValues> }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const copy = (fn: string) => {
    const sales = form.getValues('contacts.sales');
    for (const key of ['name', 'phone', 'email'] as const)
      form.setValue(`contacts.${fn}.${key}` as 'contacts.sales.name', sales[key], { shouldDirty: true });
  };
  return (
    <>
      {SUPPLIER_CONTACT_FUNCTIONS.map((fn) => (
        <Row key={fn}>
          <legend>{t(`supplier.contacts.${fn}`)}</legend>
          <FormItem name={`contacts.${fn}.name`} label={t('supplier.contacts.name')}>
            <TextField maxLength={50} lengthUnit="byte" />
          </FormItem>
          <FormItem name={`contacts.${fn}.phone`} label={t('supplier.contacts.phone')}>
            <TextField mask="phone" inputMode="tel" />
          </FormItem>
          <FormItem name={`contacts.${fn}.email`} label={t('supplier.contacts.email')}>
            <TextField type="email" maxLength={100} />
          </FormItem>
          {fn !== 'sales' && (
            <RowActions>
              <Button variant="secondary" size="sm" onClick={() => copy(fn)}>
                {t('supplier.contacts.copy', { function: t(`supplier.contacts.${fn}`) })}
              </Button>
            </RowActions>
          )}
        </Row>
      ))}
    </>
  );
}

export function SupplierForm() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const register = useRegisterSupplier();
  const box = useMessageBox();
  const navigate = useNavigate();
  const [draft] = useState(() => supplierDraft(createStoredItemStore()));
  const initial = useMemo(() => draft.load() ?? emptySupplier(), [draft]);
  const docTypes = useCodeList('DOC_TYPE').items;
  const documentLabels = useMemo(() => Object.fromEntries(docTypes.map((d) => [d.cd, d.cdNm])), [docTypes]);
  const validate = useCallback(
    (values: SupplierValues) => supplierFormErrors(values, { today: seoulDay(new Date()), documentLabels }),
    [documentLabels],
  );
  const form = useFormBox<SupplierValues>({ schema: SUPPLIER_FORM_SCHEMA, defaultValues: initial, validate });
  const values = form.watch();

  // The documents' names come with their code list: errors told before it arrived (a missing
  // document named by its code) are told again with the names.
  const { trigger, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger();
  }, [documentLabels, submitted, trigger]);

  // Every change joins the draft.
  useEffect(() => {
    const { unsubscribe } = form.watch((all) =>
      draft.save({ ...emptySupplier(), ...(all as Partial<SupplierValues>) }),
    );
    return unsubscribe;
  }, [draft, form]);

  const started =
    initial.termsAgreeYn === 'Y' &&
    initial.privacyAgreeYn === 'Y' &&
    initial.regTypeCd !== '' &&
    initial.checkedBizRegNo !== '' &&
    initial.checkedBizRegNo === initial.bizRegNo.replace(/\D/g, '');
  if (!started) return <Navigate to="/regist/supplier" replace />;

  /** The server's refusals on their fields; one of the first step's sends the applicant back there. */
  const refuse = async (errors: FieldErrors) => {
    const back = START_FIELDS.find((name) => errors[name]);
    if (back) {
      await box.alert(errors[back]!.code, { params: errors[back]!.params });
      return navigate('/regist/supplier');
    }
    const names = Object.keys(errors);
    for (const name of names) {
      const { code, params } = errors[name]!;
      // The code and its params, so the field re-translates them (MROJN0003 names its document).
      form.setError(name as 'cpNm', { type: 'server', message: code, code, params } as never);
    }
    const first = firstInPage(names);
    if (first) form.setFocus(first as 'cpNm');
  };

  const submit = async (all: SupplierValues) => {
    const request = supplierRequest(all);
    const result = await settle(register.mutateAsync(request));
    if (!result.ok) {
      const fields: FieldErrors = Object.fromEntries(
        (result.failure.fields ?? [])
          .filter((f) => f.field && f.code)
          .map((f) => [f.field!, { rule: 'is' as const, code: f.code!, params: {} }]),
      );
      return refuse(formErrorPaths(fields, request));
    }
    form.reset(all);
    draft.clear();
    navigate('/regist/supplier/complete', { replace: true, state: { applNo: result.data.applNo, email: all.email } });
  };

  const corporate = values.regTypeCd === 'C';
  return (
    <EntryPage title={t('supplier.title')} lead={t('supplier.formLead')}>
      <RegistSteps current={1} start="/regist/supplier" />
      <Summary>
        <dl>
          <dt>{t('supplier.regType')}</dt>
          <dd>{t(corporate ? 'supplier.corporate' : 'supplier.individual')}</dd>
          <dt>{t('supplier.bizRegNo')}</dt>
          <dd>{formatBizRegNo(values.checkedBizRegNo)}</dd>
        </dl>
        <Button variant="secondary" size="sm" onClick={() => navigate('/regist/supplier')}>
          {t('supplier.change')}
        </Button>
      </Summary>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('supplier.title')}
        actions={
          <FormActions
            cancel={t('regist.back')}
            submit={t('supplier.submit')}
            onCancel={() => navigate('/regist/supplier')}
          />
        }
      >
        <Heading>{t('supplier.sections.company')}</Heading>
        {corporate && (
          <FormItem name="corpNo" label={t('supplier.corpNo')} required hint={t('supplier.corpNoHint')}>
            <TextField maxLength={14} inputMode="numeric" />
          </FormItem>
        )}
        <FormItem name="taxUnitYn" label={t('supplier.taxUnit')} hint={t('supplier.taxUnitHint')}>
          <Checkbox>{t('supplier.taxUnitText')}</Checkbox>
        </FormItem>
        {values.taxUnitYn && (
          <FormItem name="branchNo" label={t('supplier.branchNo')} required>
            <TextField digitsOnly maxLength={4} inputMode="numeric" />
          </FormItem>
        )}
        <FormItem name="cpNm" label={t('supplier.cpNm')}>
          <TextField maxLength={100} lengthUnit="byte" autoComplete="organization" />
        </FormItem>
        <FormItem name="cpEngNm" label={t('supplier.cpEngNm')}>
          <TextField maxLength={100} englishOnly />
        </FormItem>
        <FormItem name="cpAbbrNm" label={t('supplier.cpAbbrNm')}>
          <TextField maxLength={30} lengthUnit="byte" />
        </FormItem>
        <FormItem name="rprePsNm" label={t('supplier.rprePsNm')}>
          <TextField maxLength={50} lengthUnit="byte" />
        </FormItem>
        <FormItem name="rpreTypeCd" label={t('supplier.rpreType')}>
          <Select codeGroup="REP_TYPE" />
        </FormItem>
        <FormItem name="countryCd" label={t('supplier.country')}>
          <Select codeGroup="COUNTRY" />
        </FormItem>
        <AddressItems />
        <FormItem name="telNo" label={t('supplier.telNo')}>
          <TextField mask="phone" inputMode="tel" autoComplete="work tel" />
        </FormItem>
        <FormItem name="faxNo" label={t('regist.faxNo')}>
          <TextField mask="phone" inputMode="tel" />
        </FormItem>
        <FormItem name="bizType" label={t('supplier.bizType')}>
          <TextField maxLength={100} lengthUnit="byte" />
        </FormItem>
        <FormItem name="bizItem" label={t('supplier.bizItem')}>
          <TextField maxLength={100} lengthUnit="byte" />
        </FormItem>
        <FormItem name="eTaxInvoiceYn" label={t('supplier.eTaxInvoice')}>
          <Checkbox>{t('supplier.eTaxInvoiceText')}</Checkbox>
        </FormItem>
        <FormItem name="affiliateYn" label={t('supplier.affiliate')}>
          <Checkbox>{t('supplier.affiliateText')}</Checkbox>
        </FormItem>
        <FormItem name="otherMarketYn" label={t('supplier.otherMarket')}>
          <Checkbox>{t('supplier.otherMarketText')}</Checkbox>
        </FormItem>

        <Heading>{t('supplier.sections.profile')}</Heading>
        <FormItem name="establishYmd" label={t('supplier.establishYmd')}>
          <DatePicker />
        </FormItem>
        <FormItem name="industryYears" label={t('supplier.industryYears')}>
          <NumberField positiveOnly integerOnly integerDigits={3} />
        </FormItem>
        <FormItem name="capitalAmt" label={t('supplier.capitalAmt')} hint={t('supplier.unit100m')}>
          <NumberField positiveOnly integerOnly integerDigits={12} />
        </FormItem>
        <FormItem name="salesAmt" label={t('supplier.salesAmt')} hint={t('supplier.unit100m')}>
          <NumberField positiveOnly integerOnly integerDigits={12} />
        </FormItem>
        <FormItem name="salesBaseYear" label={t('supplier.salesBaseYear')}>
          <TextField digitsOnly maxLength={4} inputMode="numeric" />
        </FormItem>
        <FormItem name="workerCnt" label={t('supplier.workerCnt')}>
          <NumberField positiveOnly integerOnly integerDigits={12} />
        </FormItem>
        <FormItem name="workerBaseYear" label={t('supplier.workerBaseYear')}>
          <TextField digitsOnly maxLength={4} inputMode="numeric" />
        </FormItem>
        <FormItem name="cpIntro" label={t('supplier.cpIntro')}>
          <TextArea maxLength={4000} lengthUnit="byte" rows={5} />
        </FormItem>
        <FormItem name="envCertCds" label={t('supplier.envCert')}>
          <CheckboxGroup codeGroup="ENV_CERT" />
        </FormItem>
        {values.envCertCds.includes('ETC') && (
          <FormItem name="envCertEtcNm" label={t('supplier.envCertEtcNm')} required>
            <TextField maxLength={100} lengthUnit="byte" />
          </FormItem>
        )}
        <FormItem name="aeoYn" label={t('supplier.aeo')}>
          <RadioGroup
            orientation="horizontal"
            items={[
              { cd: 'Y', cdNm: t('supplier.yes') },
              { cd: 'N', cdNm: t('supplier.no') },
            ]}
          />
        </FormItem>
        <FormItem name="creditRatingCd" label={t('supplier.creditRating')}>
          <Select codeGroup="CREDIT_RATING" />
        </FormItem>
        <FormItem name="creditRatingYmd" label={t('supplier.creditRatingYmd')}>
          <DatePicker />
        </FormItem>

        <Heading>{t('supplier.sections.careers')}</Heading>
        <SupplierCareers form={form} />

        <Heading>{t('supplier.sections.items')}</Heading>
        <SupplierItems form={form} />

        <Heading>{t('supplier.sections.contacts')}</Heading>
        <Contacts form={form} />

        <Heading>{t('supplier.sections.receiving')}</Heading>
        <FormItem name="smsRcvYn" label={t('supplier.sms')}>
          <Checkbox>{t('regist.receive')}</Checkbox>
        </FormItem>
        <FormItem name="quoteOrderRcvYn" label={t('supplier.quoteOrder')}>
          <Checkbox>{t('regist.receive')}</Checkbox>
        </FormItem>
        <FormItem name="loadingPlaces" label={t('supplier.loadingPlaces')} hint={t('supplier.loadingPlacesHint')}>
          <MultiTextInput format="array" maxItems={10} />
        </FormItem>

        <Heading>{t('supplier.sections.documents')}</Heading>
        <SupplierDocuments form={form} />

        <Heading>{t('supplier.sections.applicant')}</Heading>
        <FormItem name="applicantNm" label={t('supplier.applicantNm')}>
          <TextField maxLength={50} lengthUnit="byte" autoComplete="name" />
        </FormItem>
        <FormItem name="email" label={t('supplier.applicantEmail')} hint={t('supplier.emailHint')}>
          <TextField type="email" maxLength={100} autoComplete="email" />
        </FormItem>
        <FormItem name="applicantReason" label={t('supplier.applicantReason')}>
          <TextArea maxLength={1000} lengthUnit="byte" rows={3} />
        </FormItem>
      </FormBox>
    </EntryPage>
  );
}

export function SupplierComplete() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const state = useLocation().state as { applNo?: string; email?: string } | null;
  return (
    <EntryPage title={t('regist.completeTitle')} lead={t('supplier.complete', { email: state?.email ?? '' })}>
      <RegistSteps current={2} start="/regist/supplier" />
      {state?.applNo && <p>{t('supplier.applNo', { applNo: state.applNo })}</p>}
      <div>
        <Button onClick={() => navigate('/login')}>{t('regist.toLogin')}</Button>
      </div>
    </EntryPage>
  );
}
