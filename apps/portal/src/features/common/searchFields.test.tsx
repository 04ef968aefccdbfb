import { Children } from 'react';
import { describe, expect, it } from 'vitest';
import { searchFields } from './searchFields';

describe('a list screen’s search fields', () => {
  it('hands a fragment’s fields to the search box one by one', () => {
    const fields = (
      <>
        <span>a</span>
        <span>b</span>
        <span>c</span>
      </>
    );
    expect(Children.toArray(fields)).toHaveLength(1);
    expect(Children.toArray(searchFields(fields))).toHaveLength(3);
  });

  it('leaves one field, or fields already listed, as they are', () => {
    const one = <span>a</span>;
    expect(searchFields(one)).toBe(one);
    const listed = [<span key="a">a</span>, <span key="b">b</span>];
    expect(searchFields(listed)).toBe(listed);
  });
});
