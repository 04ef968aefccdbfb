// The developer system's component catalogue (decision 0036): the built Storybook, served to a DEV
// session only. Its files are the catalogue's own (not envelopes); the index lists its stories.
import { call, domain, type } from '../call.ts';

const DEV_ONLY = { systems: ['DEV'] } as const;

export const developer = domain('developer', {
  catalogueIndex: call({
    method: 'GET',
    path: '/dev/storybook/index.json',
    access: DEV_ONLY,
    fixedSystem: 'DEV',
    summary: "The component catalogue's index (Storybook's index.json: every story and docs page)",
    response: type<unknown>(),
  }),
  catalogueFile: call({
    method: 'GET',
    path: '/dev/storybook/*',
    access: DEV_ONLY,
    fixedSystem: 'DEV',
    responseKind: 'binary',
    summary: "A file of the built component catalogue (its pages, scripts and styles; a folder's index.html)",
  }),
});
