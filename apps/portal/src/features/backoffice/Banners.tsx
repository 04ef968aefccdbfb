/**
 * The banners of both sets (decision 0077): the login home's (WELCOME, positions 1 to 6) and the
 * buyer home's (BUYER_MAIN), each with its image, block, link, view time and order; add, change
 * (BannerDialog) and remove (asked first). Each change sends the version read: when another
 * administrator changed it first the server refuses (MROBO0010, shown by the HTTP layer) and the
 * list is read again. The served banners change at once (the server's kept answers drop).
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_SETS, type BannerSet } from '@mro/rules';
import type { AdminBanner } from '@mro/contract';
import {
  ActionBar,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  useMessageBox,
  useToast,
  type TableColumn,
} from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { bannersQuery, useDeleteBanner, useSaveBanner, type BannerDraft } from './contentQueries';
import { BannerDialog } from './BannerDialog';

export function Banners() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const b = (key: string, values?: Record<string, unknown>) => t(`boContent.banners.${key}`, values ?? {});
  const api = useApi();
  const box = useMessageBox();
  const toast = useToast();
  const [set, setSet] = useState<BannerSet>('BUYER_MAIN');
  const query = useQuery(bannersQuery(api, set));
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const onSave = async (draft: BannerDraft) => {
    const banner = editing === 'new' ? null : editing;
    try {
      await save.mutateAsync(
        banner ? { banner: draft, id: banner.bannerId, version: banner.version } : { banner: draft },
      );
      toast.success(b('saved'));
      setEditing(null);
    } catch {
      // Shown by the HTTP layer (a field's rule, MROBO0010 changed first); what was typed stays.
    }
  };

  const onRemove = async (banner: AdminBanner) => {
    if (!(await box.confirm(b('confirmRemove', { position: banner.position })))) return;
    try {
      await remove.mutateAsync(banner);
      toast.success(b('removed'));
    } catch {
      // Shown by the HTTP layer; the list is read again.
    }
    await query.refetch();
    panel.current?.querySelector<HTMLElement>('[data-add-banner]')?.focus();
  };

  const columns: TableColumn<AdminBanner>[] = [
    {
      key: 'imagePath',
      header: b('col.image'),
      render: (r) => <img src={r.imagePath} alt={b('imageOf', { position: r.position })} width={120} />,
    },
    { key: 'position', header: b('col.position'), render: (r) => b('positionOf', { position: r.position }) },
    { key: 'subPosition', header: b('col.subPosition'), render: (r) => r.subPosition ?? '' },
    { key: 'linkUrl', header: b('col.link'), render: (r) => r.linkUrl ?? '' },
    {
      key: 'viewSeconds',
      header: b('col.viewSeconds'),
      align: 'end',
      render: (r) => b('seconds', { count: r.viewSeconds }),
    },
    { key: 'sortOrd', header: b('col.sortOrd'), align: 'end' },
    { key: 'bannerKey', header: b('col.key'), render: (r) => r.bannerKey ?? '' },
    {
      key: 'action',
      header: b('col.action'),
      align: 'center',
      render: (r) => (
        <Group gap="2" justify="center">
          <Button
            size="sm"
            aria-label={b('editOf', { position: r.position, id: r.bannerId })}
            onClick={() => setEditing(r)}
          >
            {b('edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={remove.isPending}
            aria-label={b('removeOf', { position: r.position, id: r.bannerId })}
            onClick={() => void onRemove(r)}
          >
            {b('remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <div ref={panel}>
      <Stack gap="3">
        <ActionBar
          start={
            <Select
              aria-label={b('setLabel')}
              emptyOption={false}
              value={set}
              onValueChange={(value) => setSet(value as BannerSet)}
              items={BANNER_SETS.map((cd) => ({ cd, cdNm: b(`set.${cd}`) }))}
            />
          }
        >
          <Button data-add-banner onClick={() => setEditing('new')}>
            {b('add')}
          </Button>
        </ActionBar>
        {query.isError ? (
          <p>{b('failed')}</p>
        ) : !query.data ? (
          <Skeleton lines={6} aria-label={b('loading')} />
        ) : (
          <Table
            caption={b(`set.${set}`)}
            rowKey={(r) => String(r.bannerId)}
            rows={query.data}
            columns={columns}
            serverSort
            maxHeight="70vh"
            empty={b('empty')}
          />
        )}
      </Stack>
      {editing && (
        <BannerDialog
          key={editing === 'new' ? 'new' : `${editing.bannerId}-${editing.version}`}
          set={set}
          banner={editing === 'new' ? null : editing}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
