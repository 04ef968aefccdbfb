import { describe, expect, it } from 'vitest';
import { checkLinkUrl, cleanEditorHtml, commandOfKey, shortcutLabel, textToHtml, visibleLength } from './editorCore';

const key = (k: string, extra: Partial<Parameters<typeof commandOfKey>[0]> = {}) => ({
  key: k,
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('cleanEditorHtml', () => {
  it('keeps the editor tags and writes b, i, div and h1 as strong, em, p and h3', () => {
    expect(cleanEditorHtml('<div><b>굵게</b> <i>기울임</i> <u>밑줄</u></div><h1>제목</h1>')).toBe(
      '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u></p><h3>제목</h3>',
    );
  });
  it('drops scripts and styles with their content, handlers and attributes', () => {
    expect(
      cleanEditorHtml(
        '<p onclick="x()" class="a" style="color:red">공지<script>alert(1)</script></p><style>p{}</style>',
      ),
    ).toBe('<p>공지</p>');
  });
  it('unwraps what it does not keep (spans, tables, images) to their text', () => {
    expect(
      cleanEditorHtml(
        '<p><span style="font-size:30px">큰</span> 글씨</p><table><tr><td>셀</td></tr></table><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>큰 글씨</p><p>셀</p>');
  });
  it('keeps links with a checked address only', () => {
    expect(
      cleanEditorHtml(
        '<p><a href="https://mro.example/a" target="_blank">ok</a> <a href="javascript:alert(1)">bad</a></p>',
      ),
    ).toBe('<p><a href="https://mro.example/a">ok</a> bad</p>');
  });
  it('wraps top-level text in paragraphs and keeps lists', () => {
    expect(cleanEditorHtml('첫 줄<ul><li>하나</li><li>둘</li></ul>끝')).toBe(
      '<p>첫 줄</p><ul><li>하나</li><li>둘</li></ul><p>끝</p>',
    );
    expect(cleanEditorHtml('<li>떨어진 항목</li>')).toBe('<p>떨어진 항목</p>');
  });
  it('answers an empty string when nothing is visible', () => {
    expect(cleanEditorHtml('<p><br></p><script>x</script>')).toBe('');
    expect(cleanEditorHtml('   ')).toBe('');
  });
});

describe('checkLinkUrl', () => {
  it('takes http, https and mailto and adds https to a bare host', () => {
    expect(checkLinkUrl('https://mro.example/notice?id=1')).toBe('https://mro.example/notice?id=1');
    expect(checkLinkUrl('mailto:help@mro.example')).toBe('mailto:help@mro.example');
    expect(checkLinkUrl('www.mro.example')).toBe('https://www.mro.example/');
  });
  it('refuses other schemes, relative paths, spaces and nonsense', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/by/notice',
      'http://',
      'two words.com',
      '',
      '공지',
    ]) {
      expect(checkLinkUrl(bad)).toBeNull();
    }
  });
});

describe('text and length', () => {
  it('turns pasted plain text into paragraphs, escaped', () => {
    expect(textToHtml('a<b>\r\n\nc')).toBe('<p>a&lt;b&gt;</p><p><br></p><p>c</p>');
  });
  it('counts the visible characters only (Hangul one each)', () => {
    expect(visibleLength('<p><strong>공지</strong> 사항</p>')).toBe(5);
    expect(visibleLength('')).toBe(0);
  });
});

describe('shortcuts', () => {
  it('maps Ctrl/⌘ keys to commands', () => {
    expect(commandOfKey(key('b'))).toBe('bold');
    expect(commandOfKey(key('i', { ctrlKey: false, metaKey: true }))).toBe('italic');
    expect(commandOfKey(key('*', { shiftKey: true, code: 'Digit8' }))).toBe('bulleted');
    expect(commandOfKey(key('&', { shiftKey: true, code: 'Digit7' }))).toBe('numbered');
    expect(commandOfKey(key('2', { altKey: true, code: 'Digit2' }))).toBe('heading');
    expect(commandOfKey(key('\\', { code: 'Backslash' }))).toBe('clear');
    expect(commandOfKey(key('k'))).toBe('link');
  });
  it('ignores keys without the modifier and unknown ones', () => {
    expect(commandOfKey(key('b', { ctrlKey: false }))).toBeNull();
    expect(commandOfKey(key('q'))).toBeNull();
  });
  it('labels shortcuts per platform', () => {
    expect(shortcutLabel('bold', false)).toBe('Ctrl+B');
    expect(shortcutLabel('bulleted', true)).toBe('⌘⇧8');
  });
});

describe('empty blocks', () => {
  it('drops blocks with nothing in them but keeps an empty line between paragraphs', () => {
    expect(cleanEditorHtml('<p></p><ul><li>하나</li><li></li></ul><p><br></p><p>끝</p><p><br></p>')).toBe(
      '<ul><li>하나</li></ul><p><br></p><p>끝</p>',
    );
  });
});
