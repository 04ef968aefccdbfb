import { describe, expect, it } from 'vitest';
import { apiOperations, catalogueEntries } from './devReference';

describe('the developer system’s references (decision 0036)', () => {
  it('one catalogue link per component, its docs page first, sorted', () => {
    const index = {
      v: 5,
      entries: {
        'forms-textfield--basic': { id: 'forms-textfield--basic', title: 'Forms/TextField', type: 'story' },
        'forms-textfield--docs': { id: 'forms-textfield--docs', title: 'Forms/TextField', type: 'docs' },
        'button--primary': { id: 'button--primary', title: 'Button', type: 'story' },
        broken: { title: 7 },
      },
    };
    expect(catalogueEntries(index)).toEqual([
      { title: 'Button', href: '/imk/api/dev/storybook/?path=/story/button--primary' },
      { title: 'Forms/TextField', href: '/imk/api/dev/storybook/?path=/docs/forms-textfield--docs' },
    ]);
    expect(catalogueEntries(null)).toEqual([]);
    expect(catalogueEntries('<html>')).toEqual([]);
  });

  it('the API’s operations by path and method, with their summaries', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/login': { post: { summary: 'Sign in' } },
        '/anonymous/system/cutover': { get: {}, parameters: [] },
      },
    };
    expect(apiOperations(doc)).toEqual([
      { method: 'GET', path: '/anonymous/system/cutover', summary: null },
      { method: 'POST', path: '/login', summary: 'Sign in' },
    ]);
    expect(apiOperations({})).toEqual([]);
    expect(apiOperations(undefined)).toEqual([]);
  });
});
