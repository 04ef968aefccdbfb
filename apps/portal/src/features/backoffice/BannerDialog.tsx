/**
 * A banner added or changed (decision 0077): its block (position 1 to 6; 3 is the slider), the
 * slide's sub-position, its image (uploaded first: the server takes an image by its bytes and
 * refuses anything else with MROBO0011), its link, view time in seconds, order and click key.
 * The rules are the server's (BANNER_SCHEMA). What was typed stays when the server refuses
 * (changed first: MROBO0010, shown by the HTTP layer); the list behind is read again.
 */
import { useTranslation } from 'react-i18next';
import {
  BANNER_POSITION_CODES,
  BANNER_SCHEMA,
  BANNER_VIEW_SECONDS_MAX,
  BANNER_VIEW_SECONDS_MIN,
  type BannerSet,
} from '@mro/rules';
import type { AdminBanner } from '@mro/contract';
import { FileButton, FormBox, FormItem, Group, Modal, Select, Stack, TextField, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useUploadBannerImage, type BannerDraft } from './contentQueries';
import { FormActions } from '../../shared/FormActions';

interface Values {
  position: string;
  subPosition: string;
  imagePath: string;
  linkUrl: string;
  viewSeconds: string;
  sortOrd: string;
  bannerKey: string;
}

export interface BannerDialogProps {
  set: BannerSet;
  /** The banner changed, or none for a new one. */
  banner: AdminBanner | null;
  onSave: (draft: BannerDraft) => Promise<void>;
  onClose: () => void;
}

export function BannerDialog({ set, banner, onSave, onClose }: BannerDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const b = (key: string, values?: Record<string, unknown>) => t(`boContent.banners.${key}`, values ?? {});
  const upload = useUploadBannerImage();
  const form = useFormBox<Values>({
    schema: { ...BANNER_SCHEMA, imagePath: 'required' },
    defaultValues: {
      position: banner?.position ?? '1',
      subPosition: banner?.subPosition ?? '',
      imagePath: banner?.imagePath ?? '',
      linkUrl: banner?.linkUrl ?? '',
      viewSeconds: String(banner?.viewSeconds ?? 3),
      sortOrd: String(banner?.sortOrd ?? 1),
      bannerKey: banner?.bannerKey ?? '',
    },
  });
  const imagePath = form.watch('imagePath');

  const choose = async (file: File) => {
    try {
      const path = await upload.mutateAsync(file);
      form.setValue('imagePath', path, { shouldDirty: true, shouldValidate: true });
    } catch {
      // The HTTP layer showed the refusal (MROBO0011: not an image); the image stays as it was.
    }
  };

  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => !open && onClose()}
      title={banner ? b('editTitle') : b('addTitle')}
      description={b(`set.${set}`)}
    >
      <FormBox
        form={form}
        columns={2}
        onSubmit={(v) =>
          onSave({
            bannerSet: set,
            position: v.position,
            subPosition: v.subPosition.trim(),
            imagePath: v.imagePath,
            linkUrl: v.linkUrl.trim(),
            viewSeconds: Number(v.viewSeconds),
            sortOrd: Number(v.sortOrd),
            bannerKey: v.bannerKey.trim(),
          })
        }
        actions={<FormActions cancel={b('cancel')} submit={b('save')} onCancel={onClose} />}
      >
        <FormItem name="position" label={b('col.position')}>
          <Select
            emptyOption={false}
            items={BANNER_POSITION_CODES.map((cd) => ({ cd, cdNm: b('positionOf', { position: cd }) }))}
          />
        </FormItem>
        <FormItem name="subPosition" label={b('col.subPosition')} hint={b('subPositionHint')}>
          <TextField maxLength={20} />
        </FormItem>
        <FormItem name="imagePath" label={b('col.image')} hint={b('imageHint')}>
          <TextField readOnly />
        </FormItem>
        <Stack gap="2">
          <Group gap="2">
            <FileButton accept="image/png,image/jpeg,image/gif,image/webp" loading={upload.isPending} onFile={choose}>
              {b('upload')}
            </FileButton>
          </Group>
          {imagePath && <img src={imagePath} alt={b('preview')} width={240} />}
        </Stack>
        <FormItem name="linkUrl" label={b('col.link')} hint={b('linkHint')}>
          <TextField maxLength={500} />
        </FormItem>
        <FormItem
          name="viewSeconds"
          label={b('col.viewSeconds')}
          hint={b('viewHint', { min: BANNER_VIEW_SECONDS_MIN, max: BANNER_VIEW_SECONDS_MAX })}
        >
          <TextField inputMode="numeric" maxLength={2} />
        </FormItem>
        <FormItem name="sortOrd" label={b('col.sortOrd')}>
          <TextField inputMode="numeric" maxLength={4} />
        </FormItem>
        <FormItem name="bannerKey" label={b('col.key')} hint={b('keyHint')}>
          <TextField maxLength={100} />
        </FormItem>
      </FormBox>
    </Modal>
  );
}
