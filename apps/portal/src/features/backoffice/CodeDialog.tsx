/**
 * A code value added or changed (decision 0077): the code (new ones only), its names in Korean
 * and English, the five attributes (usePsDefCn1 to 5: a chat channel's address, the upgrade
 * link…), its order and whether it is in use. The rules are the server's (CODE_SCHEMA); what was
 * typed stays when the server refuses (MROBO0013: the code exists; MROBO0010: changed first).
 */
import { useTranslation } from 'react-i18next';
import { CODE_SCHEMA } from '@mro/rules';
import type { AdminCode } from '@mro/contract';
import { Checkbox, FormBox, FormItem, Modal, TextField, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { CodeDraft } from './contentQueries';
import { FormActions } from '../../shared/FormActions';

const ATTRIBUTES = [1, 2, 3, 4, 5] as const;

type Values = Omit<CodeDraft, 'sortOrd' | 'useYn'> & { sortOrd: string; inUse: boolean };

export interface CodeDialogProps {
  list: string;
  code: AdminCode | null;
  onSave: (draft: CodeDraft) => Promise<void>;
  onClose: () => void;
}

export function CodeDialog({ list, code, onSave, onClose }: CodeDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const c = (key: string, values?: Record<string, unknown>) => t(`boContent.codes.${key}`, values ?? {});
  const { useYn: _useYn, ...schema } = CODE_SCHEMA;
  const form = useFormBox<Values>({
    schema,
    defaultValues: {
      cd: code?.cd ?? '',
      cdNmKo: code?.cdNmKo ?? '',
      cdNmEn: code?.cdNmEn ?? '',
      usePsDefCn1: code?.usePsDefCn1 ?? '',
      usePsDefCn2: code?.usePsDefCn2 ?? '',
      usePsDefCn3: code?.usePsDefCn3 ?? '',
      usePsDefCn4: code?.usePsDefCn4 ?? '',
      usePsDefCn5: code?.usePsDefCn5 ?? '',
      sortOrd: String(code?.sortOrd ?? 1),
      inUse: code ? code.useYn === 'Y' : true,
    },
  });
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => !open && onClose()}
      title={code ? c('editTitle', { cd: code.cd }) : c('addTitle')}
      description={list}
    >
      <FormBox
        form={form}
        columns={2}
        onSubmit={({ inUse, sortOrd, ...v }) =>
          onSave({
            ...v,
            cd: v.cd.trim(),
            cdNmKo: v.cdNmKo.trim(),
            cdNmEn: v.cdNmEn.trim(),
            sortOrd: Number(sortOrd),
            useYn: inUse ? 'Y' : 'N',
          })
        }
        actions={<FormActions cancel={c('cancel')} submit={c('save')} onCancel={onClose} />}
      >
        <FormItem name="cd" label={c('col.cd')}>
          <TextField maxLength={20} readOnly={Boolean(code)} />
        </FormItem>
        <FormItem name="sortOrd" label={c('col.sortOrd')}>
          <TextField inputMode="numeric" maxLength={4} />
        </FormItem>
        <FormItem name="cdNmKo" label={c('col.cdNmKo')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="cdNmEn" label={c('col.cdNmEn')}>
          <TextField maxLength={100} />
        </FormItem>
        {ATTRIBUTES.map((n) => (
          <FormItem key={n} name={`usePsDefCn${n}`} label={c('attribute', { n })}>
            <TextField maxLength={200} />
          </FormItem>
        ))}
        <FormItem name="inUse" label={c('col.useYn')}>
          <Checkbox>{c('inUse')}</Checkbox>
        </FormItem>
      </FormBox>
    </Modal>
  );
}
