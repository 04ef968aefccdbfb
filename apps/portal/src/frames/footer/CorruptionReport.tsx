/**
 * The corruption-report popup of the entry footer (spec 000 §2; the form is not shown): the kind
 * of wrongdoing (code list REPORT_TYPE), a title, what happened, anonymous or named (then a name
 * and a contact), and evidence files through the FileLoader (uploaded under this browser's
 * anonymous upload cookie, so only the reporter can attach them). The same rules as the server
 * (`CORRUPTION_REPORT_SCHEMA`, `corruptionReportErrors` of @mro/rules). The files are saved first,
 * then the report; a refusal of either keeps everything typed and chosen. The answer is the
 * report's number, shown so the reporter can quote it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CORRUPTION_REPORT_SCHEMA, corruptionReportErrors } from '@mro/rules';
import { createUploadClient } from '@mro/upload';
import {
  FileLoader,
  FormBox,
  FormItem,
  Modal,
  RadioGroup,
  TextArea,
  TextField,
  useFileLoader,
  useFormBox,
  useFormValue,
  useToast,
} from '@mro/ui';
import { useHttp } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { settle } from '../../http/result';
import { useCorruptionReport } from '../queries';
import { FormActions } from '../../shared/FormActions';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['3']};
`;

type Values = {
  categoryCd: string;
  titlCn: string;
  cntn: string;
  anonymousYn: string;
  reporterNm: string;
  reporterContact: string;
};

const EMPTY: Values = { categoryCd: '', titlCn: '', cntn: '', anonymousYn: 'Y', reporterNm: '', reporterContact: '' };

/** The reporter's name and contact: only for a named report. */
function Reporter() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  if (useFormValue('anonymousYn') !== 'N') return null;
  return (
    <>
      <FormItem name="reporterNm" label={t('report.name')}>
        <TextField maxLength={50} lengthUnit="byte" autoComplete="name" />
      </FormItem>
      <FormItem name="reporterContact" label={t('report.contact')}>
        <TextField maxLength={100} />
      </FormItem>
    </>
  );
}

export function CorruptionReport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const report = useCorruptionReport();
  const toast = useToast();
  const form = useFormBox<Values>({ schema: CORRUPTION_REPORT_SCHEMA, defaultValues: EMPTY });
  const client = useMemo(() => createUploadClient({ system: 'MAIN', fetch: http.fetch }), [http]);
  const files = useFileLoader({ client });
  const kinds = [
    { cd: 'Y', cdNm: t('report.anonymous') },
    { cd: 'N', cdNm: t('report.named') },
  ];

  const submit = async (values: Values) => {
    // A named report needs its name and contact: the server's own check, asked here first.
    const errors = corruptionReportErrors(values);
    const missing = Object.entries(errors) as [keyof Values, { code: string }][];
    if (missing.length > 0) {
      for (const [name, error] of missing) form.setError(name, { type: 'required', message: error.code });
      form.setFocus(missing[0]![0]);
      return;
    }
    let athFileId = files.athFileId;
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return; // the file list says what failed; everything stays
      athFileId = saved.athFileId;
    }
    const result = await settle(
      report.mutateAsync({
        ...values,
        ...(values.anonymousYn === 'Y' ? { reporterNm: '', reporterContact: '' } : {}),
        athFileId: athFileId ?? '',
      }),
    );
    if (!result.ok) return;
    // The report's number stays on screen longer than a plain note: the reporter may write it down.
    toast.success(t('report.received', { reportNo: result.data.reportNo }), { durationMs: 15_000 });
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('report.title')}
      description={t('report.lead')}
      size="large"
    >
      <Lead>{t('report.lead')}</Lead>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('report.title')}
        actions={<FormActions cancel={t('otp.cancel')} submit={t('report.submit')} onCancel={onClose} />}
      >
        <FormItem name="categoryCd" label={t('report.category')}>
          <RadioGroup codeGroup="REPORT_TYPE" orientation="horizontal" />
        </FormItem>
        <FormItem name="titlCn" label={t('board.title')}>
          <TextField maxLength={200} lengthUnit="byte" />
        </FormItem>
        <FormItem name="cntn" label={t('report.content')}>
          <TextArea maxLength={4000} lengthUnit="byte" rows={6} />
        </FormItem>
        <FormItem name="anonymousYn" label={t('report.reporter')}>
          <RadioGroup items={kinds} orientation="horizontal" />
        </FormItem>
        <Reporter />
        <FileLoader loader={files} label={t('report.evidence')} />
      </FormBox>
    </Modal>
  );
}
