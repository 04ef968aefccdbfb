// The Icon's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const iconDocs = componentDocs({
  summary: `
The product's icon set: outline icons on a 24 px grid, drawn in the current text colour, for menus,
cards and buttons. Decorative by default (hidden from assistive technology: the text beside it names
the thing); give \`label\` to an icon that stands alone. \`ICON_NAMES\` lists the set.`,
  usage: `
<Button icon={<Icon name="cart" />}>{t('order')}</Button>
<Icon name="bell" label={t('notices')} />`,
  dos: ['put text beside an icon, or give it a `label`.', 'let it take the colour of its text.'],
  donts: ['draw an icon inside a screen: add it to the set.', 'use an icon as the only sign of a state.'],
});
