/**
 * A supplier application under review (decision 0067): the company and the applicant as
 * submitted, each document's type with its files (each downloaded with the session through the
 * HTTP client, decision 0061), and the decisions while it waits: reject (a reason, asked by the
 * caller) or approve. A decided application shows its state (and a rejection's reason) only.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBusinessNumber, formatDateTime } from '@mro/rules';
import { ActionBar, Button, Descriptions, Modal, Skeleton, Stack, Table, type TableColumn } from '@mro/ui';
import type { SupplierApplicationDetail } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { applicationQuery, downloadFile } from './queries';

type DocumentRow = SupplierApplicationDetail['documents'][number];

export interface ApplicationDialogProps {
  applNo: string;
  busy: boolean;
  onApprove: (detail: SupplierApplicationDetail) => void;
  onReject: (detail: SupplierApplicationDetail) => void;
  onClose: () => void;
}

export function ApplicationDialog({ applNo, busy, onApprove, onReject, onClose }: ApplicationDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const query = useQuery(applicationQuery(api, applNo));
  const detail = query.data;
  const a = (key: string) => t(`backoffice.application.${key}`);
  const columns: TableColumn<DocumentRow>[] = [
    { key: 'docTypeNm', header: a('docCol.type') },
    {
      key: 'files',
      header: a('docCol.file'),
      render: (row) =>
        row.files.length ? (
          <Stack gap="1" align="flex-start">
            {row.files.map((file) => (
              <Button
                key={`${file.athFileId}-${file.athFileSeq}`}
                size="sm"
                variant="ghost"
                aria-label={t('backoffice.application.download', { name: `${row.docTypeNm} ${file.orgnFileNm}` })}
                onClick={() => void downloadFile(api, file)}
              >
                {file.orgnFileNm} ({file.byte})
              </Button>
            ))}
          </Stack>
        ) : (
          a('noFile')
        ),
    },
  ];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('backoffice.application.title', { applNo })}
      size="large"
    >
      {query.isError ? (
        <p>{a('failed')}</p>
      ) : !detail ? (
        <Skeleton lines={6} aria-label={a('loading')} />
      ) : (
        <Stack gap="4">
          <Descriptions
            items={[
              { term: a('status'), detail: a(`statusOf.${detail.status}`) },
              { term: a('regDt'), detail: formatDateTime(detail.regDt) },
              { term: a('cpNm'), detail: detail.cpNm },
              { term: a('cpEngNm'), detail: detail.cpEngNm },
              { term: a('bizRegNo'), detail: formatBusinessNumber(detail.bizRegNo) },
              { term: a('corpNo'), detail: detail.corpNo },
              { term: a('rprePsNm'), detail: detail.rprePsNm },
              { term: a('applicantNm'), detail: detail.applicantNm },
              { term: a('email'), detail: detail.email },
              { term: a('telNo'), detail: detail.telNo },
              ...(detail.rejectReason ? [{ term: a('rejectReason'), detail: detail.rejectReason, span: 2 }] : []),
            ]}
          />
          <Table
            caption={a('documents')}
            rowKey={(r) => r.docTypeCd}
            rows={detail.documents}
            columns={columns}
            serverSort
          />
          {/* The one action layout (decision 0044): close and reject first, the one primary last. */}
          <ActionBar>
            <Button variant="secondary" onClick={onClose}>
              {a('close')}
            </Button>
            {detail.status === 'RECEIVED' && (
              <>
                <Button variant="secondary" disabled={busy} onClick={() => onReject(detail)}>
                  {t('backoffice.reject')}
                </Button>
                <Button disabled={busy} onClick={() => onApprove(detail)}>
                  {t('backoffice.approve')}
                </Button>
              </>
            )}
          </ActionBar>
        </Stack>
      )}
    </Modal>
  );
}
