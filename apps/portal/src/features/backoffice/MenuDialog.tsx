/**
 * A menu changed (decision 0077): its names in Korean and English, its path (the path rule of
 * its system, isMenuPath: MROBO0012), program id, order, use, the roles that open it and, per
 * event (SEARCH, SAVE…), the roles allowed to act. The rules are the server's (MENU_SCHEMA);
 * what was typed stays when the server refuses (MROBO0010: changed first).
 */
import { useTranslation } from 'react-i18next';
import { MENU_ROLES, MENU_SCHEMA, formatMessage, isMenuPath, type MenuRole } from '@mro/rules';
import type { AdminMenu } from '@mro/contract';
import { Checkbox, CheckboxGroup, FormBox, FormItem, Modal, TextField, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { MenuDraft } from './contentQueries';
import { FormActions } from '../../shared/FormActions';

interface Values {
  menuNmKo: string;
  menuNmEn: string;
  path: string;
  prgmId: string;
  sortOrd: string;
  inUse: boolean;
  roles: string[];
  [event: `event_${string}`]: string[];
}

export interface MenuDialogProps {
  menu: AdminMenu;
  onSave: (draft: MenuDraft) => Promise<void>;
  onClose: () => void;
}

/** The menu's event names, in order. */
const eventNames = (menu: AdminMenu) => [...new Set(menu.events.map((e) => e.picEvtNm))];

export function MenuDialog({ menu, onSave, onClose }: MenuDialogProps) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const locale = i18n.language === 'en' ? 'en' : 'ko';
  const m = (key: string, values?: Record<string, unknown>) => t(`boContent.menus.${key}`, values ?? {});
  const names = eventNames(menu);
  const { useYn: _useYn, ...schema } = MENU_SCHEMA;
  const prefix = `/${menu.sysGbCd.toLowerCase()}`;
  const form = useFormBox<Values>({
    schema,
    defaultValues: {
      menuNmKo: menu.menuNmKo,
      menuNmEn: menu.menuNmEn,
      path: menu.path ?? '',
      prgmId: menu.prgmId ?? '',
      sortOrd: String(menu.sortOrd),
      inUse: menu.useYn === 'Y',
      roles: menu.roles,
      ...Object.fromEntries(
        names.map((name) => [
          `event_${name}`,
          menu.events.filter((e) => e.picEvtNm === name && e.authYn === 'Y').map((e) => e.custRolCd),
        ]),
      ),
    },
  });
  const roleItems = MENU_ROLES.map((cd) => ({ cd, cdNm: m(`role.${cd}`) }));
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => !open && onClose()}
      title={m('editTitle', { id: menu.menuId })}
      description={`${menu.sysGbCd} · ${menu.menuId}`}
    >
      <FormBox
        form={form}
        columns={2}
        onSubmit={(v) => {
          // The path rule of the system (the server's, MROBO0012), told at the field.
          if (!isMenuPath(menu.sysGbCd, v.path.trim())) {
            form.setError('path', { message: formatMessage('MROBO0012', locale, { prefix }) }, { shouldFocus: true });
            return;
          }
          const roles = MENU_ROLES.filter((r) => v.roles.includes(r));
          const events = names.flatMap((name) => {
            const allowed = (v[`event_${name}`] ?? []) as string[];
            return roles.map((custRolCd: MenuRole) => ({
              picEvtNm: name,
              custRolCd,
              authYn: allowed.includes(custRolCd) ? ('Y' as const) : ('N' as const),
            }));
          });
          return onSave({
            menuNmKo: v.menuNmKo.trim(),
            menuNmEn: v.menuNmEn.trim(),
            path: v.path.trim(),
            prgmId: v.prgmId.trim(),
            sortOrd: Number(v.sortOrd),
            useYn: v.inUse ? 'Y' : 'N',
            roles,
            events,
          });
        }}
        actions={<FormActions cancel={m('cancel')} submit={m('save')} onCancel={onClose} />}
      >
        <FormItem name="menuNmKo" label={m('col.menuNmKo')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="menuNmEn" label={m('col.menuNmEn')}>
          <TextField maxLength={100} />
        </FormItem>
        <FormItem name="path" label={m('col.path')} hint={m('pathHint', { prefix })}>
          <TextField maxLength={200} />
        </FormItem>
        <FormItem name="prgmId" label={m('col.prgmId')}>
          <TextField maxLength={20} />
        </FormItem>
        <FormItem name="sortOrd" label={m('col.sortOrd')}>
          <TextField inputMode="numeric" maxLength={4} />
        </FormItem>
        <FormItem name="inUse" label={m('col.useYn')}>
          <Checkbox>{m('inUse')}</Checkbox>
        </FormItem>
        <FormItem name="roles" label={m('col.roles')}>
          <CheckboxGroup items={roleItems} />
        </FormItem>
        {names.map((name) => (
          <FormItem key={name} name={`event_${name}`} label={m('eventOf', { name })}>
            <CheckboxGroup items={roleItems} />
          </FormItem>
        ))}
      </FormBox>
    </Modal>
  );
}
