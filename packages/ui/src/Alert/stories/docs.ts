// The Alert's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const alertDocs = componentDocs({
  summary: `
An inline banner in a screen: \`info\`, \`success\`, \`warning\` or \`error\`, in its tone of the status
scale, with a sign and the kind read out as a word (never colour alone), an optional \`title\`,
\`action\` (a Button or link) and close button (\`onDismiss\`). A banner present when the screen
opens is plain content; \`announce\` makes one that appears later speak (\`role="alert"\` for warning
and error, \`role="status"\` otherwise). For a note of what just happened use a toast; for a
question, a message box.`,
  usage: `
<Alert kind="warning" title={t('order.dueTitle')} action={<Button onClick={openDue}>{t('order.view')}</Button>}>
  {t('order.dueBody')}
</Alert>`,
  texts: [
    ['alert.kind.info', 'read before an info banner'],
    ['alert.kind.success', 'read before a success banner'],
    ['alert.kind.warning', 'read before a warning banner'],
    ['alert.kind.error', 'read before an error banner'],
    ['alert.dismiss', 'the close button'],
  ],
  dos: ['say what to do next, with the action when there is one.', 'use `announce` only for banners that appear.'],
  donts: ['stack several banners: merge them.', "use an error banner for a field's error: show it at the field."],
});
