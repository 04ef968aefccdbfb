import { describe, expect, it } from 'vitest';
import { particle } from '../src/index.ts';

describe('particle: the Korean particle chosen by the last sound', () => {
  it.each([
    ['주문', '을/를', '주문을'],
    ['요청', '을/를', '요청을'],
    ['세금계산서', '을/를', '세금계산서를'],
    ['납품', '이/가', '납품이'],
    ['문서', '이/가', '문서가'],
    ['공급사', '은/는', '공급사는'],
    ['입고', '과/와', '입고와'],
    ['계약', '과/와', '계약과'],
  ] as const)('%s + %s → %s (Hangul final consonant)', (word, pair, expected) => {
    expect(particle(word, pair)).toBe(expected);
  });

  it('으로/로: a final ㄹ takes 로, other finals 으로, no final 로', () => {
    expect(particle('서울', '으로/로')).toBe('서울로');
    expect(particle('부산', '으로/로')).toBe('부산으로');
    expect(particle('회사', '으로/로')).toBe('회사로');
  });

  it('digits as Korean reads them: 1 일, 2 이, 3 삼, 10 십 …', () => {
    expect(particle(1, '을/를')).toBe('1을');
    expect(particle(2, '을/를')).toBe('2를');
    expect(particle(3, '이/가')).toBe('3이');
    expect(particle(5, '이/가')).toBe('5가');
    expect(particle(10, '이/가')).toBe('10이');
    expect(particle('1,000', '이/가')).toBe('1,000이');
    expect(particle(7, '으로/로')).toBe('7로');
    expect(particle(6, '으로/로')).toBe('6으로');
    expect(particle(9, '으로/로')).toBe('9로');
  });

  it('order numbers and codes: the last readable character decides', () => {
    expect(particle('ORD-20261202-0001', '을/를')).toBe('ORD-20261202-0001을');
    expect(particle('RTN-0002', '이/가')).toBe('RTN-0002가');
    expect(particle('CT-000008', '이/가')).toBe('CT-000008이');
  });

  it('Latin letters as they are spelled in Korean: L 엘, M 엠, N 엔, R 알', () => {
    expect(particle('PDF', '을/를')).toBe('PDF를');
    expect(particle('XML', '을/를')).toBe('XML을');
    expect(particle('XML', '으로/로')).toBe('XML로');
    expect(particle('ERP', '이/가')).toBe('ERP가');
    expect(particle('SCM', '이/가')).toBe('SCM이');
    expect(particle('scm', '으로/로')).toBe('scm으로');
  });

  it('closing marks are skipped; nothing readable gets the first form', () => {
    expect(particle("'안전화'", '을/를')).toBe("'안전화'를");
    expect(particle('주문(3건)', '이/가')).toBe('주문(3건)이');
    expect(particle('메일 ', '은/는')).toBe('메일 은');
    expect(particle('', '을/를')).toBe('을');
    expect(particle('!!', '으로/로')).toBe('!!으로');
  });

  it('the other pairs', () => {
    expect(particle('확정', '이에요/예요')).toBe('확정이에요');
    expect(particle('대기', '이에요/예요')).toBe('대기예요');
    expect(particle('발행', '이라/라')).toBe('발행이라');
  });

  it('decomposed Hangul (NFD, as macOS may send it) reads the same', () => {
    expect(particle('주문'.normalize('NFD'), '을/를')).toBe('주문'.normalize('NFD') + '을');
  });
});
