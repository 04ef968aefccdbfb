// The LoadingIndicator's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const loadingDocs = componentDocs({
  summary: `
The product's one loading indicator: the HTTP layer and screens \`track()\` their work; nested
and parallel tasks count up and down, and the indicator shows only when work lasts longer than
200 ms, so fast calls do not flash. A cancelable task stops with Esc (its AbortSignal).`,
  usage: `
const { track } = useLoading();
await track((signal) => http.get('/by/item-requests/page', params, { signal }), { cancelable: true });`,
  texts: [
    ['loading.label', 'the indicator’s name'],
    ['loading.cancelHint', 'when Esc cancels'],
  ],
  dos: ['let the HTTP layer track calls; track only work of your own.'],
  donts: ['show a second spinner for the same work.'],
});
