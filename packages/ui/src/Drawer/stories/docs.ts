// The Drawer's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const drawerDocs = componentDocs({
  summary: `
A side sheet at the full height of the right (default) or left edge: the cart, a record's details,
a filter panel. It is a modal of the modal stack (docs/overlays.md): it opens above what is open,
the page below turns inert, Tab stays inside, Esc or the close button or a press on the backdrop
closes it (asking first over unsaved input), and focus returns to what opened it. Its width comes
from the modal tokens (\`small\` 400 px, \`medium\` 640 px) and is the whole width on a phone;
\`footer\` holds the actions and stays in view while the body scrolls.`,
  usage: `
const [open, setOpen] = useState(false);
<Button onClick={() => setOpen(true)}>{t('cart.open')}</Button>
<Drawer
  open={open}
  onOpenChange={setOpen}
  title={t('cart.title')}
  footer={<Button onClick={checkout}>{t('cart.checkout')}</Button>}
>
  <CartLines />
</Drawer>`,
  texts: [['modal.close', 'the close button']],
  codes: [['PICMCM0030', 'closing over unsaved input']],
  dos: [
    'use it for work beside the page the user will come back to (the cart, a filter panel).',
    'put the actions in `footer` so they stay in view.',
  ],
  donts: [
    'open a drawer from a drawer: use a Modal above it.',
    'use it for navigation: the portal frame has its own menu drawer.',
  ],
});
