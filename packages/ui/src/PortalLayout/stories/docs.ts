// The PortalLayout's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const portalLayoutDocs = componentDocs({
  summary: `
The portal's frame: header, side menu, content and footer. Below 768 px the menu becomes a
drawer opened from the header's button (focus moves into it and back; Esc closes it).`,
  usage: `
<PortalLayout header={<Header />} side={<NavMenu … />} footer={<Footer />}>
  <Outlet />
</PortalLayout>`,
  texts: [
    ['portalLayout.openMenu', 'the drawer’s open button'],
    ['portalLayout.closeMenu', 'its close button'],
    ['portalLayout.menu', 'the drawer’s name'],
  ],
  dos: ['put one `h1` per screen inside the content.'],
  donts: ['put a second navigation landmark without a name.'],
});
