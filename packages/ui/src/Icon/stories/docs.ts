// The Icon's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const iconDocs = componentDocs({
  summary: `
The product's icon set: a curated choice of lucide's outline icons (ISC, 24 px grid, round caps),
named for what they stand for here and exported one module each from \`@mro/ui/icons\`, so a screen
carries only the icons it imports. \`Icon\` draws one in the current text colour at the size of its
text. Decorative by default (hidden from assistive technology: the text beside it names the thing);
give \`label\` to an icon that stands alone.`,
  usage: `
import { CartIcon, BellIcon } from '@mro/ui/icons';

<Button icon={<Icon icon={CartIcon} />}>{t('order')}</Button>
<Icon icon={BellIcon} label={t('notices')} />`,
  dos: ['put text beside an icon, or give it a `label`.', 'let it take the colour of its text.'],
  donts: [
    'draw an icon inside a screen, or import lucide directly: add it to `@mro/ui/icons`.',
    'use an icon as the only sign of a state.',
  ],
});
