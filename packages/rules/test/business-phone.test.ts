import { describe, expect, it } from 'vitest';
import {
  formatBusinessNumber,
  formatPhoneDigits,
  isBusinessNumber,
  isThreePartPhone,
  threePhoneParts,
  joinPhoneParts,
  areaPartLength,
  mobileViolation,
  PHONE_CODES,
  PHONE_SHAPES,
  phoneShapeViolation,
  phoneMaskPattern,
  phoneShape,
  phoneViolation,
} from '../src/index.ts';

describe('isBusinessNumber', () => {
  // Registration numbers of real Korean companies (public, printed on their invoices and sites).
  it.each([
    ['124-81-00998', 'Samsung Electronics'],
    ['220-81-62517', 'NAVER'],
    ['107-86-14075', 'LG Electronics'],
    ['120-81-47521', 'Kakao'],
    ['1248100998', 'without hyphens'],
    [' 124-81-00998 ', 'surrounding spaces'],
  ])('accepts %s (%s)', (number) => expect(isBusinessNumber(number)).toBe(true));

  it.each([
    ['124-81-00999', 'wrong check digit'],
    ['124-81-0099', '9 digits'],
    ['124-81-009980', '11 digits'],
    ['', 'empty'],
    ['１２４-８１-００９９８', 'full-width digits'],
    ['124 81 00998', 'spaces inside'],
    ['12A-81-00998', 'letter'],
    ['-'.repeat(10_000), 'hyphens only'],
  ])('rejects %s (%s)', (number) => expect(isBusinessNumber(number)).toBe(false));

  it('adds the tens digit of (ninth digit × 5): 000-00-00101 is valid only with it', () => {
    // digits 0..0,1 at 9th: products sum 5, plus floor(5/10)=0 → check 5; ninth 2 → 10+1 → 11 → check 9
    expect(isBusinessNumber('0000000025')).toBe(false);
    expect(isBusinessNumber('0000000029')).toBe(true);
  });

  it('formats 10 digits as 123-45-67890', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
    expect(formatBusinessNumber('12')).toBe('12');
  });
});

describe('phoneViolation', () => {
  it.each(['', '010-1234-5678', '+82-10-1234-5678', '(02)123-4567', '01012345678', '1'.repeat(20)])('accepts %j', (t) =>
    expect(phoneViolation(t)).toBeNull(),
  );
  it.each([
    ['010 1234 5678', PHONE_CODES.characters],
    ['010-가나', PHONE_CODES.characters],
    ['０１０', PHONE_CODES.characters],
    ['-010-1234', PHONE_CODES.hyphenEdge],
    ['010-1234-', PHONE_CODES.hyphenEdge],
    ['82+10', PHONE_CODES.plus],
    ['++82', PHONE_CODES.plus],
    ['+82+10', PHONE_CODES.plus],
    ['1'.repeat(21), PHONE_CODES.tooLong],
  ])('%j → %s', (t, code) => expect(phoneViolation(t)).toBe(code));
});

describe('isThreePartPhone', () => {
  it('needs all three parts, digits only', () => {
    expect(isThreePartPhone(['010', '1234', '5678'])).toBe(true);
    expect(isThreePartPhone('02-123-4567')).toBe(true);
    expect(isThreePartPhone(['010', '', '5678'])).toBe(false);
    expect(isThreePartPhone(['010', '1234'])).toBe(false);
    expect(isThreePartPhone(['010', 1234, '5678'])).toBe(false);
    expect(isThreePartPhone('010-12a4-5678')).toBe(false);
  });
});

describe('Korean phone shapes (the mask of every phone field)', () => {
  const cases: [string, string][] = [
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['0101234567', '010-123-4567'],
    ['07012345678', '070-1234-5678'],
    ['050512345678', '0505-1234-5678'],
    ['05051234567', '0505-123-4567'],
    ['15880000', '1588-0000'],
    ['16441234', '1644-1234'],
    ['18001234', '1800-1234'],
    ['0511234567', '051-123-4567'],
  ];
  it.each(cases)('%s → %s, and the rule accepts it', (digits, shown) => {
    expect(formatPhoneDigits(digits)).toBe(shown);
    expect(phoneViolation(shown)).toBeNull();
    expect(phoneMaskPattern(digits).replace(/0/g, 'x')).toBe(shown.replace(/\d/g, 'x'));
  });

  it('formats as it is typed, and drops digits past the longest number of the shape', () => {
    expect(['0', '02', '021', '0212', '02123', '021234'].map(formatPhoneDigits)).toEqual([
      '0',
      '02',
      '02-1',
      '02-12',
      '02-123',
      '02-123-4',
    ]);
    expect(formatPhoneDigits('02-1234-56789')).toBe('02-1234-5678');
    expect(formatPhoneDigits('1588000012')).toBe('1588-0000');
    expect(formatPhoneDigits('')).toBe('');
    expect(phoneShape('15').name).toBe('area');
    expect(phoneShape('158').name).toBe('service');
  });

  it('gives a mask with room for the next digit until the longest shape', () => {
    expect(phoneMaskPattern('')).toBe('000-000-0000');
    expect(phoneMaskPattern('021234567')).toBe('00-000-0000');
    expect(phoneMaskPattern('0212345678')).toBe('00-0000-0000');
    expect(phoneMaskPattern('021234567890')).toBe('00-0000-0000');
  });
});

describe('phone and mobile rules against PHONE_SHAPES (issue 41: 010-123-4 was taken)', () => {
  const sample = (prefix: string, length: number) => (prefix + '1234567890123').slice(0, length);
  const prefixes: Record<string, string[]> = {
    service: ['1588', '1644', '1800'],
    seoul: ['02'],
    personal: ['0505'],
    mobile: ['010', '011', '016', '017', '018', '019'],
    area: ['031', '051', '070'],
  };
  it('names a prefix for every shape of the table', () => {
    expect(Object.keys(prefixes).sort()).toEqual([...new Set(PHONE_SHAPES.map((s) => s.name))].sort());
  });
  for (const [name, list] of Object.entries(prefixes)) {
    for (const prefix of list) {
      it(`${name} ${prefix}: full lengths pass, every shorter or longer count of digits fails`, () => {
        const shape = phoneShape(prefix);
        expect(shape.name).toBe(name);
        for (let length = prefix.length; length <= shape.maxDigits + 1; length++) {
          const typed = formatPhoneDigits(sample(prefix, length)) || sample(prefix, length);
          const digits = sample(prefix, length);
          const full = shape.lengths.includes(length);
          expect(phoneShapeViolation(digits), digits).toBe(full ? null : PHONE_CODES.incomplete);
          if (length <= shape.maxDigits)
            expect(phoneShapeViolation(typed), typed).toBe(full ? null : PHONE_CODES.incomplete);
          expect(mobileViolation(digits), digits).toBe(name === 'mobile' && full ? null : PHONE_CODES.mobile);
        }
      });
    }
  }
  it('010 needs 11 digits; the older mobile prefixes 10 or 11', () => {
    expect(mobileViolation('010-123-4')).toBe(PHONE_CODES.mobile);
    expect(mobileViolation('010-123')).toBe(PHONE_CODES.mobile);
    expect(mobileViolation('010-123-4567')).toBe(PHONE_CODES.mobile);
    expect(mobileViolation('010-1234-5678')).toBeNull();
    expect(mobileViolation('01012345678')).toBeNull();
    expect(mobileViolation('011-123-4567')).toBeNull();
    expect(mobileViolation('+82-10-1234-5678')).toBe(PHONE_CODES.mobile);
    expect(mobileViolation('010 1234 5678')).toBe(PHONE_CODES.characters);
  });
  it('leaves international and parenthesised numbers to the character rules', () => {
    expect(phoneShapeViolation('+82-2-123-4567')).toBeNull();
    expect(phoneShapeViolation('(02)123-4567')).toBeNull();
    expect(phoneShapeViolation('1'.repeat(20))).toBeNull();
  });
});

describe('three phone parts', () => {
  it.each([
    ['02-1234-5678', ['02', '1234', '5678']],
    ['0212345678', ['02', '1234', '5678']],
    ['021234567', ['02', '123', '4567']],
    ['01012345678', ['010', '1234', '5678']],
    ['010-1234-5678', ['010', '1234', '5678']],
    ['0311234567', ['031', '123', '4567']],
    ['050512345678', ['0505', '1234', '5678']],
    ['1588-0000', ['', '1588', '0000']],
    ['010--5678', ['010', '', '5678']],
    [' 010 - 1234 - 5678 ', ['010', '1234', '5678']],
    ['', ['', '', '']],
  ])('%j → %j', (text, parts) => expect(threePhoneParts(text)).toEqual(parts));

  it('joins to the value PICMCM0006 reads: empty when untouched, a missing part kept missing', () => {
    expect(joinPhoneParts(['', '', ''])).toBe('');
    expect(joinPhoneParts(['010', '', '5678'])).toBe('010--5678');
    expect(isThreePartPhone(joinPhoneParts(['010', '', '5678']))).toBe(false);
    expect(isThreePartPhone(joinPhoneParts(threePhoneParts('01012345678')))).toBe(true);
  });

  it('moves on from the first part after 02, 050X or three digits', () => {
    expect(areaPartLength('02')).toBe(2);
    expect(areaPartLength('0505')).toBe(4);
    expect(areaPartLength('031')).toBe(3);
    expect(areaPartLength('010')).toBe(3);
  });
});
