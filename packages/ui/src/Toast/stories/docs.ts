// The Toast's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const toastDocs = componentDocs({
  summary: `
Brief, non-blocking notes of what just happened (saved, sent, copied), raised from anywhere, in or
outside React: \`toast.success(codeOrText)\`, \`.info\`, \`.warning\`, \`.error\` (a message code of
@mro/rules is translated with its \`params\`). The OverlayProvider shows them at the bottom right,
above every other layer (\`z.toast\`), at most three at a time, the rest waiting in order; each
leaves after 5 s (\`durationMs\`, 0 keeps it until closed). The region is a polite live region that
is always in the page; pointer over it or focus in it pauses every timer. A toast never takes the
focus; each has a close button. Its kind shows as a sign and a word read out, never as colour
alone. The entrance slide is off under prefers-reduced-motion. \`useToast()\` is the same API
bound to the nearest provider.`,
  usage: `
import { toast } from '@mro/ui';

const save = useMutation({ mutationFn: saveOrder, onSuccess: () => toast.success(t('order.saved')) });
toast.error('MROFL0002');`,
  texts: [
    ['toast.region', 'the live region (its name)'],
    ['toast.close', "a toast's close button"],
    ['toast.kind.success', 'read before a success toast'],
    ['toast.kind.info', 'read before an info toast'],
    ['toast.kind.warning', 'read before a warning toast'],
    ['toast.kind.error', 'read before an error toast'],
  ],
  dos: ['say what happened in a short sentence.', 'use `durationMs: 0` for what the user must act on later.'],
  donts: [
    'ask a question or put the only way to an action in a toast: use a message box.',
    'report a form error in a toast: show it at the field.',
  ],
});
