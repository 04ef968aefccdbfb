// The NavMenu's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const navMenuDocs = componentDocs({
  summary: `
The system's menu tree as links: the current screen marked (\`aria-current\`), groups that open
and close, keyboard as links and buttons. A click is handed to \`onNavigate\` (the router) while
the link still opens in a new tab with the middle button or Ctrl.`,
  usage: `
<NavMenu label={t('frame.menu')} items={menuItems} currentHref={location.pathname}
  onNavigate={(href) => navigate(href)} />`,
  dos: ["build the items from the server's menus for the user's role."],
  donts: ['hide a menu item the user may not use by CSS: leave it out of the items.'],
});
