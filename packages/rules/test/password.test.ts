import { describe, expect, it } from 'vitest';
import { KEYBOARD_DIAGONALS, PASSWORD_CODES as C, passwordRuleCodes, passwordViolations } from '../src/index.ts';

describe('passwordViolations', () => {
  it('accepts a strong password', () => {
    expect(passwordViolations('Mro!2026demo')).toEqual([]);
    expect(passwordViolations('k7#Tz!9qPw', { loginId: 'buyer01', mobile: '010-1234-5678' })).toEqual([]);
  });

  it('lists every violation in a stable order', () => {
    expect(passwordViolations('')).toEqual([C.minLength, C.mix]);
    expect(passwordViolations('aaa')).toEqual([C.minLength, C.mix, C.repeat]);
    expect(passwordViolations('abcd')).toEqual([C.minLength, C.mix, C.alphabetLower]);
    expect(passwordViolations('ABCD1234qwer!!!', { oldPassword: 'ABCD1234qwer!!!' })).toEqual([
      C.repeat,
      C.alphabetUpper,
      C.digits,
      C.keyboardLower,
      C.sameAsOld,
    ]);
  });

  it('AMSCU0026 min 8 characters (counted as characters, not bytes)', () => {
    expect(passwordViolations('Ab1!xyZ')).toContain(C.minLength);
    expect(passwordViolations('Ab1!xyZq')).not.toContain(C.minLength);
  });

  it('AMSCU0025 letter, digit and special character', () => {
    expect(passwordViolations('abcxyz12')).toContain(C.mix);
    expect(passwordViolations('abcxyz!!')).toContain(C.mix);
    expect(passwordViolations('1357!!@@')).toContain(C.mix);
    expect(passwordViolations('가나다라1!ab')).not.toContain(C.mix);
    expect(passwordViolations('가나다라1 ab')).toContain(C.mix); // a space is not a special character
  });

  it('AMSCU0036 same character 3 times in a row', () => {
    expect(passwordViolations('xk9!aaa2')).toContain(C.repeat);
    expect(passwordViolations('xk9!aAa2')).not.toContain(C.repeat);
    expect(passwordViolations('xk9!!!a2')).toContain(C.repeat);
  });

  it('AMSCU0027-0030 a 4-character run from the login id, employee number, mobile or office phone', () => {
    const ctx = { loginId: 'Buyer01', employeeNo: 'E2024_77', mobile: '010-9876-5432', officePhone: '02-3456-7890' };
    expect(passwordViolations('x!1yeR01z', ctx)).toContain(C.loginId);
    expect(passwordViolations('x!1yerz09', ctx)).not.toContain(C.loginId);
    expect(passwordViolations('q!4_77pk', ctx)).toContain(C.employeeNo);
    expect(passwordViolations('q!k9876p', ctx)).toContain(C.mobile);
    expect(passwordViolations('q!k6-78p', ctx)).not.toContain(C.mobile);
    expect(passwordViolations('q!k5678p', ctx)).toContain(C.officePhone);
    expect(passwordViolations('q!k5678p', { loginId: 'abc', mobile: '' })).not.toContain(C.loginId);
  });

  it('AMSCU0032/0031 four consecutive alphabet letters, lower or upper, either direction', () => {
    expect(passwordViolations('9!xdefgq')).toContain(C.alphabetLower);
    expect(passwordViolations('9!xgfedq')).toContain(C.alphabetLower);
    expect(passwordViolations('9!xDEFGq')).toContain(C.alphabetUpper);
    expect(passwordViolations('9!xDEFGq')).not.toContain(C.alphabetLower);
    expect(passwordViolations('9!xdEfGq')).toContain(C.alphabetLower);
    expect(passwordViolations('9!xdefhq')).not.toContain(C.alphabetLower);
    expect(passwordViolations('9!xyz{|q')).not.toContain(C.alphabetLower);
  });

  it('AMSCU0033 four consecutive digits, either direction, including 7890 on the digit row', () => {
    for (const run of ['1234', '6543', '7890', '0987', '0123'])
      expect(passwordViolations(`k!q${run}z`)).toContain(C.digits);
    expect(passwordViolations('k!q1235z')).not.toContain(C.digits);
    expect(passwordViolations('k!q9012z')).not.toContain(C.digits);
  });

  it('AMSCU0035/0034 keyboard row runs forward or backward, lower or upper', () => {
    expect(passwordViolations('1!qwer9z')).toContain(C.keyboardLower);
    expect(passwordViolations('1!rewq9z')).toContain(C.keyboardLower);
    expect(passwordViolations('1!lkjh9z')).toContain(C.keyboardLower);
    expect(passwordViolations('1!ZXCV9m')).toContain(C.keyboardUpper);
    expect(passwordViolations('1!ZXCV9m')).not.toContain(C.keyboardLower);
    expect(passwordViolations('1!poiu9z')).toContain(C.keyboardLower);
    expect(passwordViolations('1!opas9z')).not.toContain(C.keyboardLower); // rows do not continue into each other
    expect(passwordViolations('1!qwe9rz')).not.toContain(C.keyboardLower);
  });

  it('PICMCM0062/0063 keyboard diagonals, forward and backward, shift and case ignored', () => {
    for (const d of KEYBOARD_DIAGONALS) {
      expect(passwordViolations(`Xy9!${d}`)).toContain(C.diagonalForward);
      expect(passwordViolations(`Xy9!${[...d].reverse().join('')}`)).toContain(C.diagonalBackward);
    }
    expect(passwordViolations('Xy9!!QAZ')).toContain(C.diagonalForward);
    expect(passwordViolations('Xy9!ZAQ!')).toContain(C.diagonalBackward);
    expect(passwordViolations('Xy9!1qa8')).not.toContain(C.diagonalForward);
    expect(passwordViolations('Xy9!1wsx')).not.toContain(C.diagonalForward);
  });

  it('a new password equal to the old one has our code MROPW0001', () => {
    expect(passwordViolations('Mro!2026demo', { oldPassword: 'Mro!2026demo' })).toEqual([C.sameAsOld]);
    expect(passwordViolations('Mro!2026demo', { oldPassword: 'Mro!2025demo' })).toEqual([]);
  });

  it('handles Hangul, emoji and very long input', () => {
    expect(passwordViolations('비밀번호😀😀😀')).toContain(C.repeat);
    expect(passwordViolations('x'.repeat(10_000))).toContain(C.repeat);
    expect(passwordViolations(`${'가'.repeat(5000)}1!a`)).toContain(C.repeat);
  });
});

describe('passwordRuleCodes', () => {
  const full = {
    loginId: 'kim1234',
    employeeNo: 'E9876',
    mobile: '01055556666',
    officePhone: '0212345678',
    oldPassword: 'Old!pass99',
  };

  it('lists every code passwordViolations can report, each once', () => {
    const listed = passwordRuleCodes(full);
    expect(new Set(listed).size).toBe(listed.length);
    const bad = [
      '',
      'aaaa',
      'abcd',
      'ABCD',
      '1234',
      'qwer',
      'QWER',
      '1qaz',
      'zaq1',
      'kim1234x!',
      'E9876a!b',
      '5555x!a',
      '1234x!aQ',
      'Old!pass99',
    ];
    for (const password of bad) {
      for (const code of passwordViolations(password, full)) expect(listed, `${password}: ${code}`).toContain(code);
    }
    expect(new Set(listed)).toEqual(new Set(Object.values(C)));
  });

  it('names the rules about personal data only when that data is known', () => {
    const plain = passwordRuleCodes();
    for (const code of [C.loginId, C.employeeNo, C.mobile, C.officePhone, C.sameAsOld])
      expect(plain).not.toContain(code);
    expect(passwordRuleCodes({ loginId: 'kim' })).toContain(C.loginId);
    expect(passwordRuleCodes({ oldPassword: '' })).toContain(C.sameAsOld);
  });
});
