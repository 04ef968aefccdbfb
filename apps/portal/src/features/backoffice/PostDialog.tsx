/**
 * A notice, FAQ or reference post written or changed by staff (decision 0076), in a modal: the
 * board, title, audience, the before-login flag, the body in @mro/ui's RichTextEditor (its HTML
 * cleaned by the editor and sanitized again by the server) and the attachments through the
 * FileLoader (uploaded on save, as the other forms do). A change names the version it was opened
 * at: when another administrator saved first the server refuses it (MROBO0021, shown by the
 * presenter) and the dialog keeps everything typed, offering to keep it (the next save goes over
 * the newer version) or to open the newer version instead. After a save the dialog shows the post
 * as the server stored it (the sanitized HTML and the files), with "edit again" and "close".
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadClient } from '@mro/upload';
import {
  Alert,
  Button,
  Checkbox,
  FileLoader,
  FormBox,
  FormItem,
  Group,
  Modal,
  RadioGroup,
  RichText,
  RichTextEditor,
  Select,
  Skeleton,
  Stack,
  TextField,
  translateMessage,
  useFileLoader,
  useFormBox,
  visibleLength,
} from '@mro/ui';
import { BOARD_IDS, type AdminBoardPost, type BoardId } from '@mro/contract';
import { useApi, useServices } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { failureOf } from '../../http/result';
import { postQuery, useSavePost, type PostInput } from './postQueries';

/** The most visible characters of a body (the server's column takes 200,000 characters of HTML). */
export const POST_BODY_MAX = 20_000;
const AUDIENCES = ['BY', 'SP', 'ALL'] as const;

interface Values {
  rpreBrdId: BoardId;
  titlCn: string;
  sysGbCd: PostInput['sysGbCd'];
  beforeLogin: boolean;
  cntn: string;
}

const SCHEMA = { rpreBrdId: 'required', titlCn: 'required|max:200', sysGbCd: 'required', cntn: 'required' };

export interface PostDialogProps {
  /** The post to change, or null for a new one. */
  ntcnId: number | null;
  /** The board a new post starts in. */
  board: BoardId;
  onClose: () => void;
  onSaved: (title: string) => void;
}

export function PostDialog({ ntcnId, board, onClose, onSaved }: PostDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [editId, setEditId] = useState(ntcnId);
  /** Raised when staff open the newer version: the form starts again from it (else it never does). */
  const [reloads, setReloads] = useState(0);
  const shownId = savedId ?? editId;
  const detail = useQuery({ ...postQuery(api, shownId ?? 0), enabled: shownId !== null });
  const p = (key: string, values?: Record<string, unknown>) => t(`backoffice.posts.${key}`, values ?? {});

  const title = savedId !== null ? p('savedTitle') : editId === null ? p('newTitle') : p('editTitle');
  let body;
  if (shownId !== null && !detail.data) {
    body = detail.isError ? <p>{p('failed')}</p> : <Skeleton lines={8} aria-label={p('loading')} />;
  } else if (savedId !== null && detail.data) {
    body = (
      <SavedPost
        post={detail.data}
        onEdit={() => {
          setEditId(savedId);
          setSavedId(null);
        }}
        onClose={onClose}
      />
    );
  } else {
    body = (
      <PostForm
        key={`${editId ?? 'new'}-${reloads}`}
        post={editId === null ? null : (detail.data ?? null)}
        board={board}
        onCancel={onClose}
        onReload={() => void detail.refetch().then(() => setReloads((n) => n + 1))}
        onSaved={(id, savedTitle) => {
          setSavedId(id);
          onSaved(savedTitle);
        }}
      />
    );
  }
  return (
    <Modal open size="large" onOpenChange={(open) => !open && onClose()} title={title}>
      {body}
    </Modal>
  );
}

/** The post as the server stored it: what readers will see. */
function SavedPost({ post, onEdit, onClose }: { post: AdminBoardPost; onEdit: () => void; onClose: () => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client, initialFiles: post.files, mode: 'download' });
  const p = (key: string) => t(`backoffice.posts.${key}`);
  return (
    <Stack gap="3">
      <Alert kind="success">{p('savedNote')}</Alert>
      <h3 style={{ margin: 0 }}>{post.titlCn}</h3>
      <RichText html={post.cntn} data-testid="saved-body" />
      {post.files.length > 0 && <FileLoader loader={files} label={p('files')} guardDirty={false} />}
      <Group gap="2" justify="flex-end">
        <Button variant="secondary" onClick={onEdit}>
          {p('editAgain')}
        </Button>
        <Button onClick={onClose}>{p('close')}</Button>
      </Group>
    </Stack>
  );
}

interface PostFormProps {
  post: AdminBoardPost | null;
  board: BoardId;
  onCancel: () => void;
  /** Reads the post again (its newer version). */
  onReload: () => void;
  onSaved: (ntcnId: number, title: string) => void;
}

function PostForm({ post, board, onCancel, onReload, onSaved }: PostFormProps) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const { http, system } = useServices();
  const api = useApi();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client, initialFiles: post?.files ?? [], athFileId: post?.athFileId ?? null });
  const save = useSavePost();
  const [version, setVersion] = useState(post?.version ?? 0);
  const [stale, setStale] = useState<string | null>(null);
  const form = useFormBox<Values>({
    schema: SCHEMA,
    defaultValues: {
      rpreBrdId: post?.rpreBrdId ?? board,
      titlCn: post?.titlCn ?? '',
      sysGbCd: post?.sysGbCd ?? 'BY',
      beforeLogin: post?.beforeLoginYn === 'Y',
      cntn: post?.cntn ?? '',
    },
  });
  const p = (key: string, values?: Record<string, unknown>) => t(`backoffice.posts.${key}`, values ?? {});

  const submit = async (values: Values) => {
    if (visibleLength(values.cntn) > POST_BODY_MAX) return;
    let athFileId = files.athFileId ?? '';
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return;
      athFileId = saved.athFileId ?? '';
    }
    const input: PostInput = {
      rpreBrdId: values.rpreBrdId,
      titlCn: values.titlCn.trim(),
      cntn: values.cntn,
      sysGbCd: values.sysGbCd,
      beforeLoginYn: values.beforeLogin ? 'Y' : 'N',
      athFileId: files.files.length > 0 ? athFileId : '',
    };
    try {
      const done = await save.mutateAsync({ ntcnId: post?.ntcnId ?? null, version, post: input });
      setStale(null);
      form.reset(values);
      onSaved(done.ntcnId, input.titlCn);
    } catch (error) {
      const failure = failureOf(error);
      // Someone saved first: keep everything typed and say so here too (the presenter showed it).
      if (failure?.status === 409 && failure.error?.errorCode === 'MROBO0021') {
        setStale(failure.error.errorMessage || translateMessage(i18n, 'MROBO0021', { loginId: '-' }));
      }
    }
  };

  /** Keeps what was typed; the next save goes over the newer version. */
  const keepMine = async () => {
    if (!post) return;
    const fresh = await api.backoffice.postDetail({ params: { ntcnId: String(post.ntcnId) } });
    if (fresh.ok) {
      setVersion(fresh.data.version);
      setStale(null);
    }
  };

  return (
    <FormBox
      form={form}
      columns={1}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {p('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || files.saving}>
            {p('save')}
          </Button>
        </>
      }
    >
      {stale && (
        <Alert kind="warning" role="alert">
          <Stack gap="2">
            <span>{stale}</span>
            <Group gap="2">
              <Button size="sm" variant="secondary" onClick={() => void keepMine()}>
                {p('keepMine')}
              </Button>
              <Button size="sm" variant="secondary" onClick={onReload}>
                {p('openLatest')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <FormItem name="rpreBrdId" label={p('board')}>
        <Select items={BOARD_IDS.map((cd) => ({ cd, cdNm: p(`boardOf.${cd}`) }))} />
      </FormItem>
      <FormItem name="titlCn" label={p('title')}>
        <TextField maxLength={200} />
      </FormItem>
      <FormItem name="sysGbCd" label={p('audienceLabel')}>
        <RadioGroup orientation="horizontal" items={AUDIENCES.map((cd) => ({ cd, cdNm: p(`audience.${cd}`) }))} />
      </FormItem>
      <FormItem name="beforeLogin" label={p('visibility')} hint={p('visibilityHint')}>
        <Checkbox>{p('beforeLogin')}</Checkbox>
      </FormItem>
      <FormItem name="cntn" label={p('body')} hint={p('bodyHint')}>
        <RichTextEditor maxLength={POST_BODY_MAX} />
      </FormItem>
      <FileLoader loader={files} label={p('files')} />
    </FormBox>
  );
}
