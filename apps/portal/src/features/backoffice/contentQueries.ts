/**
 * The back office's reference content (decision 0077): banners of a set with their image
 * upload, code lists and their values, a system's menus. Each change sends the version it read;
 * whether it went through or was refused (MROBO0010: changed first), the lists are read again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, AdminCode, AdminMenu } from '@mro/contract';
import type { BannerSet } from '@mro/rules';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { frameKeys } from '../../frames/queries';
import { codeListKey } from '../../http/codes';
import { homeKeys } from '../common/bannerQueries';
import { backofficeKeys } from './queries';

export const contentKeys = {
  all: [...backofficeKeys.all, 'content'] as const,
  banners: (set: string) => [...contentKeys.all, 'banners', set] as const,
  codeGroups: () => [...contentKeys.all, 'codeGroups'] as const,
  codes: (list: string) => [...contentKeys.all, 'codes', list] as const,
  menus: (system: string) => [...contentKeys.all, 'menus', system] as const,
};

export const bannersQuery = (api: PortalApi, set: BannerSet) =>
  queryOptions({
    queryKey: contentKeys.banners(set),
    staleTime: 0,
    queryFn: async () => unwrap(await api.backofficeContent.banners({ query: { bannerSet: set } })).banners,
  });

export const codeGroupsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: contentKeys.codeGroups(),
    staleTime: 0,
    queryFn: async () => unwrap(await api.backofficeContent.codeGroups({})).groups,
  });

export const codesQuery = (api: PortalApi, list: string) =>
  queryOptions({
    queryKey: contentKeys.codes(list),
    staleTime: 0,
    enabled: Boolean(list),
    queryFn: async () => unwrap(await api.backofficeContent.codes({ params: { cdLstId: list } })).codes,
  });

export const menusQuery = (api: PortalApi, system: string) =>
  queryOptions({
    queryKey: contentKeys.menus(system),
    staleTime: 0,
    queryFn: async () => unwrap(await api.backofficeContent.menus({ query: { sysGbCd: system } })).menus,
  });

/** A banner as the form sends it (no id: a new one). */
export type BannerDraft = Omit<AdminBanner, 'bannerId' | 'version' | 'subPosition' | 'linkUrl' | 'bannerKey'> & {
  subPosition: string;
  linkUrl: string;
  bannerKey: string;
};

/**
 * Every change reads the back office again (its lists and the change log), and what this page
 * keeps of the changed content (`also`: the frame's menus, the common codes, the homes' banners).
 */
function useContentMutation<I, O>(send: (api: PortalApi, input: I) => Promise<O>, also: readonly unknown[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(api, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.all });
      await queryClient.invalidateQueries({ queryKey: also });
    },
  });
}

const BANNERS_KEPT = homeKeys.all;
const CODES_KEPT = codeListKey('', '').slice(0, 1);
const MENUS_KEPT = frameKeys.all;

export const useUploadBannerImage = () =>
  useContentMutation(async (api, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return unwrap(await api.backofficeContent.uploadBannerImage({ body: form })).imagePath;
  }, BANNERS_KEPT);

export const useSaveBanner = () =>
  useContentMutation(
    async (api, { banner, id, version }: { banner: BannerDraft; id?: number; version?: number }) =>
      id === undefined
        ? unwrap(await api.backofficeContent.createBanner({ body: banner }))
        : unwrap(
            await api.backofficeContent.updateBanner({
              params: { bannerId: String(id) },
              body: { ...banner, version },
            }),
          ),
    BANNERS_KEPT,
  );

export const useDeleteBanner = () =>
  useContentMutation(
    async (api, banner: AdminBanner) =>
      unwrap(
        await api.backofficeContent.deleteBanner({
          params: { bannerId: String(banner.bannerId) },
          query: { version: String(banner.version) },
        }),
      ),
    BANNERS_KEPT,
  );

/** A code value as the form sends it. */
export type CodeDraft = Omit<AdminCode, 'cdLstId' | 'version' | `usePsDefCn${1 | 2 | 3 | 4 | 5}`> &
  Record<`usePsDefCn${1 | 2 | 3 | 4 | 5}`, string>;

export const useSaveCode = () =>
  useContentMutation(async (api, { list, code, version }: { list: string; code: CodeDraft; version?: number }) => {
    const { cd, ...body } = code;
    return version === undefined
      ? unwrap(await api.backofficeContent.createCode({ params: { cdLstId: list }, body: code }))
      : unwrap(await api.backofficeContent.updateCode({ params: { cdLstId: list, cd }, body: { ...body, version } }));
  }, CODES_KEPT);

/** A menu as the form sends it. */
export type MenuDraft = Pick<AdminMenu, 'menuNmKo' | 'menuNmEn' | 'sortOrd' | 'useYn' | 'roles' | 'events'> & {
  path: string;
  prgmId: string;
};

export const useSaveMenu = () =>
  useContentMutation(
    async (api, { menuId, menu, version }: { menuId: string; menu: MenuDraft; version: number }) =>
      unwrap(await api.backofficeContent.updateMenu({ params: { menuId }, body: { ...menu, version } })),
    MENUS_KEPT,
  );
