import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MroProvider } from '../MroProvider';
import { RichText } from './RichText';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops what runs code', () => {
    const out = sanitizeRichText(
      '<p onclick="x()"><b>굵게</b></p><script>x()</script><img src=a onerror=x()><iframe src="//e.com"></iframe>',
    );
    expect(out).toContain('<b>굵게</b>');
    expect(out).not.toMatch(/script|onerror|onclick|iframe/);
  });

  it('drops forms, inputs and style attributes as the server does', () => {
    const out = sanitizeRichText('<form><input name="pw"></form><p style="color:red">글</p><style>p{}</style>');
    expect(out).toBe('<p>글</p>');
  });

  it('keeps links but not their target or a javascript: address', () => {
    const out = sanitizeRichText('<a href="/a" target="_blank">a</a><a href="javascript:x()">b</a>');
    expect(out).toBe('<a href="/a">a</a><a>b</a>');
  });
});

describe('RichText', () => {
  it('renders the sanitized HTML', () => {
    const { container } = render(
      <MroProvider locale="ko">
        <RichText html={'<p>공지</p><img src="x" onerror="alert(1)">'} data-testid="body" />
      </MroProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe('공지');
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
