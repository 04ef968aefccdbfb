// The Menu's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const menuDocs = componentDocs({
  summary: `
A button that opens a list of actions (WAI-ARIA APG menu button), for a toolbar's less frequent
actions. Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; in the menu the
focus moves with the arrows (with wrap), Home/End and type-ahead (the first letters of an item,
500 ms); Enter, Space or a click runs the item, closes the menu and returns the focus to the
button; Esc closes and returns it (inside a modal, the menu closes, not the modal); Tab closes.
Disabled items are skipped and cannot run. Items are actions: links belong in NavMenu, a value in
a Select or Dropdown.`,
  usage: `
<Menu
  label={t('common.more')}
  items={[
    { key: 'excel', label: t('common.excel'), onSelect: exportRows },
    { key: 'delete', label: t('common.delete'), onSelect: removeRows, disabled: selected.length === 0 },
  ]}
/>`,
  dos: ['keep the frequent actions as buttons; put the rest in a menu.', 'name the button for what the menu holds.'],
  donts: ['put a single action in a menu.', 'nest menus.'],
});
