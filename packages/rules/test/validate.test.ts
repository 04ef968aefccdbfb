import { describe, expect, it } from 'vitest';
import { isEmptyValue, parseRules, RULE_CODES as R, rulesResolver, validate, validateAll } from '../src/index.ts';

const code = (value: unknown, rules: Parameters<typeof validate>[1], ctx?: Parameters<typeof validate>[2]) =>
  validate(value, rules, ctx)?.code ?? null;

describe('validate: each rule and its code', () => {
  it.each([
    // [value, rules, expected code or null]
    ['', 'required', R.required],
    ['  ', 'required', R.required],
    [null, 'required', R.required],
    [undefined, 'required', R.required],
    [[], 'required', R.required],
    [['', ' '], 'required', R.required],
    [false, 'required', R.required],
    [0, 'required', null],
    ['x', 'required', null],
    ['Y', 'is:Y', null],
    ['N', 'is:Y', R.is],
    ['a@b.co', 'email', null],
    ['a@b', 'email', R.email],
    ['abcd', 'length:4', null],
    ['가나다', 'length:4', R.length],
    ['ab', 'min:3', R.min],
    ['abc', 'min:3', null],
    ['abcd', 'max:3', R.max],
    ['😀😀😀', 'max:3', null],
    ['0123', 'numeric', null],
    ['12a', 'numeric', R.numeric],
    ['-1', 'numeric', R.numeric],
    ['1234', 'digits:4', null],
    ['123', 'digits:4', R.digits],
    ['12a4', 'digits:4', R.digits],
    ['5', 'between:1,10', null],
    ['11', 'between:1,10', R.between],
    ['x', 'between:1,10', R.between],
    ['1,000', 'min_value:1000', null],
    ['999', 'min_value:1000', R.min_value],
    ['abc', 'min_value:1', R.min_value],
    [10, 'max_value:10', null],
    [10.5, 'max_value:10', R.max_value],
    ['abc', 'max_value:10', R.max_value],
    ['가나', 'alpha', null],
    ['가1', 'alpha', R.alpha],
    ['a-1_', 'alpha_dash', null],
    ['a 1', 'alpha_dash', R.alpha_dash],
    ['a1가', 'alpha_num', null],
    ['a1!', 'alpha_num', R.alpha_num],
    ['a b', 'alpha_spaces', null],
    ['a1', 'alpha_spaces', R.alpha_spaces],
    ['A/B #1', 'alpha_dash_spaces', null],
    ['A*B', 'alpha_dash_spaces', R.alpha_dash_spaces],
    ['200', 'max_byte:6', null],
    ['가나다', 'max_byte:8', R.max_byte],
    ['-1,234.5', 'number', null],
    ['1.234', 'number:5,2', R.number],
    ['123456', 'number:5,2', R.number],
    ['1.5', 'number:,0', R.number],
    ['20261121', 'date_format', null],
    ['2026-11', 'date_format:year-month', null],
    ['20261131', 'date_format', R.date_format],
    ['EMP_1', 'emp_no', null],
    ['EMP-1', 'emp_no', R.emp_no],
    [['010', '1234', '5678'], 'phone3', null],
    [['010', '', '5678'], 'phone3', R.phone3],
    ['010-1234-5678', 'phone3', null],
    ['01012345678', 'phone3', null],
    ['010--5678', 'phone3', R.phone3],
    ['010-12a4-5678', 'phone3', R.phone3],
    ['1588-0000', 'phone3', R.phone3],
    ['124-81-00998', 'business_no', null],
    ['124-81-00999', 'business_no', R.business_no],
    ['Hello, world! 1', 'english', null],
    ['Hello 세계', 'english', R.english],
    ['ＡＢ', 'english', R.english],
    ['abc 123', 'no_korean', null],
    ['abcㄱ', 'no_korean', R.no_korean],
    ['line one\nline two\ttab\r', 'printable', null],
    ['a\u0000b', 'printable', R.printable],
    ['\u001b[0m', 'printable', R.printable],
    ['del\u007f', 'printable', R.printable],
    ['010-1234-5678', 'phone', null],
    ['010-1234-', 'phone', 'MROCM0002'],
    ['Mro!2026demo', 'password', null],
    ['short', 'password', 'AMSCU0026'],
  ])('%j with %s → %s', (value, rules, expected) => expect(code(value, rules)).toBe(expected));

  it('empty values pass every rule but required', () => {
    for (const rule of ['email', 'min:3', 'numeric', 'business_no', 'phone3', 'password', 'date_format', 'gt:1'])
      expect(validate('', rule)).toBeNull();
  });

  it('the first failing rule wins, in the order given', () => {
    expect(code('', 'required|email')).toBe(R.required);
    expect(code('ab', 'email|min:3')).toBe(R.email);
    expect(code('ab', 'min:3|email')).toBe(R.min);
    expect(code('ab', { min: 3, email: true })).toBe(R.min);
    expect(code('ab', { email: true, min: 3 })).toBe(R.email);
  });

  it('gives the params its message shows', () => {
    expect(validate('abcd', 'max:3')).toEqual({ rule: 'max', code: R.max, params: { max: 3 } });
    expect(validate('x', 'between:1,10')?.params).toEqual({ min: 1, max: 10 });
    expect(validate('1', 'length:2')?.params).toEqual({ length: 2 });
    expect(validate('1', 'digits:2')?.params).toEqual({ length: 2 });
    expect(validate('1', 'min:2')?.params).toEqual({ min: 2 });
    expect(validate('1', 'min_value:2')?.params).toEqual({ min: 2 });
    expect(validate('3', 'max_value:2')?.params).toEqual({ max: 2 });
    expect(validate('가나다', 'max_byte:6')?.params).toEqual({ max: { bytes: 6 } });
    expect(validate('1.5', 'number:5,0')?.params).toEqual({ integerDigits: 5, decimalDigits: 0 });
    expect(validate('x', 'number')?.params).toEqual({ integerDigits: 20, decimalDigits: 20 });
    expect(validate('x', 'date_format:year-month')?.params).toEqual({ format: 'year-month' });
    expect(validate('x', 'email')).toEqual({ rule: 'email', code: R.email, params: {} });
  });
});

describe('comparisons against another field (PICMCM0001-0004)', () => {
  const values = { start: '20260101', qty: '10' };
  const labels = { start: '시작일' };
  it.each([
    ['20260102', 'gt:start', null],
    ['20260101', 'gt:start', 'PICMCM0001'],
    ['20260101', 'gt_eq:start', null],
    ['20251231', 'gt_eq:start', 'PICMCM0002'],
    ['9', 'lt:qty', null],
    ['10', 'lt:qty', 'PICMCM0003'],
    ['10', 'lt_eq:qty', null],
    ['11', 'lt_eq:qty', 'PICMCM0004'],
    ['9', 'gt:8', null],
    ['100', 'gt:99', null],
    ['abc', 'lt:abd', null],
  ])('%s %s → %s', (value, rules, expected) => expect(code(value, rules, { values, labels })).toBe(expected));

  it('shows the other field by its label, or its value', () => {
    expect(validate('20251231', 'gt:start', { values, labels })?.params).toEqual({ target: '시작일' });
    expect(validate('5', 'gt:qty', { values })?.params).toEqual({ target: '10' });
    expect(validate('5', 'gt:7')?.params).toEqual({ target: '7' });
  });

  it('passes while the other field is empty', () => {
    expect(validate('5', 'gt:end', { values: { end: '' } })).toBeNull();
  });
});

describe('confirmed and password with context', () => {
  it('confirmed compares with the named field (MROPW0002)', () => {
    expect(code('Abc!2345x', 'confirmed:pw', { values: { pw: 'Abc!2345x' } })).toBeNull();
    expect(code('Abc!2345y', 'confirmed:pw', { values: { pw: 'Abc!2345x' } })).toBe('MROPW0002');
  });
  it('password uses the login id and old password', () => {
    expect(code('buyer01!Zq', 'password', { password: { loginId: 'buyer01' } })).toBe('AMSCU0027');
    expect(code('Mro!2026demo', 'password', { password: { oldPassword: 'Mro!2026demo' } })).toBe('MROPW0001');
  });
});

describe('parseRules', () => {
  it('reads the pipe syntax and objects alike', () => {
    expect(parseRules('required|max:200|between:1,10')).toEqual([
      ['required', []],
      ['max', ['200']],
      ['between', ['1', '10']],
    ]);
    expect(parseRules({ required: true, max: 200, between: [1, 10], email: false, min: undefined })).toEqual([
      ['required', []],
      ['max', ['200']],
      ['between', ['1', '10']],
    ]);
    expect(parseRules(' required | | email ')).toEqual([
      ['required', []],
      ['email', []],
    ]);
  });
  it('names an unknown rule instead of ignoring it', () => {
    expect(() => parseRules('required|maxx:3')).toThrow(/Unknown validation rule "maxx"/);
  });
});

describe('isEmptyValue', () => {
  it('treats numbers and objects as filled', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue({})).toBe(false);
    expect(isEmptyValue([' ', 'a'])).toBe(false);
  });
});

describe('validateAll and rulesResolver', () => {
  const schema = {
    loginId: 'required|max:200',
    email: 'required|email',
    'address.zip': 'required|digits:5',
    endDate: 'gt_eq:startDate',
  };

  it('validateAll returns only the failing fields, with nested paths', () => {
    const errors = validateAll(schema, {
      loginId: 'buyer01',
      email: 'bad',
      address: { zip: '123' },
      startDate: '20260105',
      endDate: '20260101',
    });
    expect(Object.keys(errors)).toEqual(['email', 'address.zip', 'endDate']);
    expect(errors['address.zip']?.code).toBe('ACMCM0016');
    expect(errors.endDate?.params).toEqual({ target: '20260105' });
  });

  it('rulesResolver gives react-hook-form shaped errors with localized messages', () => {
    const resolve = rulesResolver(schema, { locale: 'en', labels: { startDate: 'Start date' } });
    const bad = resolve({
      loginId: '',
      email: 'x@y',
      address: { zip: '12' },
      startDate: '20260105',
      endDate: '20260101',
    });
    expect(bad.values).toEqual({});
    expect(bad.errors).toEqual({
      loginId: { type: 'required', code: 'ACMCM0002', params: {}, message: 'This field is required.' },
      email: { type: 'email', code: 'ACMCM0058', params: {}, message: 'This is not a valid e-mail format.' },
      address: {
        zip: { type: 'digits', code: 'ACMCM0016', params: { length: 5 }, message: 'Enter a 5-digit number.' },
      },
      endDate: {
        type: 'gt_eq',
        code: 'PICMCM0002',
        params: { target: 'Start date' },
        message: 'Enter a value greater than or equal to Start date.',
      },
    });
    const good = { loginId: 'a', email: 'a@b.co', address: { zip: '12345' }, startDate: '', endDate: '' };
    expect(resolve(good)).toEqual({ values: good, errors: {} });
  });

  it("rulesResolver adds the caller's cross-field rules on the same pass, the schema's first", () => {
    const resolve = rulesResolver(
      { kind: 'required', name: 'max:5' },
      {
        locale: 'en',
        validate: (v) => ({
          ...(v.kind === 'named' && !v.name ? { name: { rule: 'required', code: 'ACMCM0002', params: {} } } : {}),
          kind: { rule: 'is', code: 'MROCM0009', params: {} },
          'items.0.qty': { rule: 'required', code: 'ACMCM0002', params: {} },
        }),
      },
    );
    const errors = resolve({ kind: '', name: '' }).errors as {
      kind: { code: string };
      items: { 0: { qty: { code: string } } };
    };
    expect(errors.kind.code).toBe('ACMCM0002');
    expect(errors.items[0].qty.code).toBe('ACMCM0002');
    expect(Object.keys(resolve({ kind: 'named', name: '' }).errors).sort()).toEqual(['items', 'kind', 'name']);
  });

  it('rulesResolver builds the password context from the form values', () => {
    const resolve = rulesResolver(
      { newPassword: 'required|password', confirm: 'required|confirmed:newPassword' },
      { password: (v) => ({ loginId: String(v.loginId), oldPassword: String(v.oldPassword) }) },
    );
    const result = resolve({
      loginId: 'supplier01',
      oldPassword: 'Old!pw2026x',
      newPassword: 'supplier01!A',
      confirm: 'x',
    });
    expect(result.errors).toMatchObject({
      newPassword: { code: 'AMSCU0027', message: '비밀번호에 아이디와 같은 문자열을 4자 이상 쓸 수 없습니다.' },
      confirm: { code: 'MROPW0002' },
    });
    const fixed = resolve({
      loginId: 'supplier01',
      oldPassword: 'Old!pw2026x',
      newPassword: 'Zq!8mK2#xw',
      confirm: 'Zq!8mK2#xw',
    });
    expect(fixed.errors).toEqual({});
    const staticCtx = rulesResolver({ pw: 'password' }, { password: { oldPassword: 'Zq!8mK2#xw' } });
    expect(staticCtx({ pw: 'Zq!8mK2#xw' }).errors).toMatchObject({ pw: { code: 'MROPW0001' } });
  });

  it("reports a failing rule with the caller's own message code or text", () => {
    expect(validate('', 'required', { messages: { required: 'ABYTD0001' } })).toEqual({
      rule: 'required',
      code: 'ABYTD0001',
      params: {},
    });
    // Only the named rule is re-coded; params of the rule stay.
    expect(validate('abcdef', 'required|max:3', { messages: { required: 'X' } })).toMatchObject({ code: R.max });
    expect(validate('abcdef', 'max:3', { messages: { max: '3자까지' } })).toEqual({
      rule: 'max',
      code: '3자까지',
      params: { max: 3 },
    });
    expect(validateAll({ a: 'required', b: 'required' }, {}, { messages: { a: { required: 'PICMCM0015' } } })).toEqual({
      a: { rule: 'required', code: 'PICMCM0015', params: {} },
      b: { rule: 'required', code: R.required, params: {} },
    });
    const resolve = rulesResolver(
      { payTerm: 'required' },
      { messages: { payTerm: { required: '결제 조건을 고르세요' } } },
    );
    expect(resolve({ payTerm: '' }).errors).toMatchObject({
      payTerm: { code: '결제 조건을 고르세요', message: '결제 조건을 고르세요' },
    });
  });
});
