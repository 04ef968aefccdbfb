// Benchmark of @mro/rules on adversarial input. For each function: median time on a 100,000-
// character input, on a 10,000-character one, the growth (linear ≈ 10×, quadratic ≈ 100×) and the
// ratio to a peer run side by side: one plain pass over the same string (the cost floor).
// Then calls per second of passwordViolations on 200-character passwords. Prints; never asserts.
import { performance } from 'node:perf_hooks';
import * as r from '../dist/index.js';

const repeat = (unit, n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** [name, function, input builder(n)] */
const cases = [
  ['byteLength', (s) => r.byteLength(s), (n) => repeat('가😀a', n)],
  ['truncateToBytes', (s) => r.truncateToBytes(s, s.length), (n) => repeat('가a', n)],
  ['splitMultiText', (s) => r.splitMultiText(s), (n) => repeat(', \t\n', n)],
  ['normalizeMultiText', (s) => r.normalizeMultiText(s), (n) => repeat('a,\t b\n', n)],
  ['isEmail (long local part)', (s) => r.isEmail(s), (n) => repeat('a', n - 6) + '@b.com!'],
  ['isEmail (hyphen labels)', (s) => r.isEmail(s), (n) => 'a@' + repeat('a-', n - 2)],
  ['isEmployeeNumber', (s) => r.isEmployeeNumber(s), (n) => repeat('a_1', n) + '!'],
  ['isNumberText', (s) => r.isNumberText(s), (n) => repeat('1,', n) + '.x'],
  ['isBusinessNumber', (s) => r.isBusinessNumber(s), (n) => repeat('-', n)],
  ['phoneViolation', (s) => r.phoneViolation(s), (n) => repeat('(0)-', n) + '+'],
  ['passwordViolations (repeats)', (s) => r.passwordViolations(s), (n) => repeat('qwer1234!', n)],
  ['passwordViolations (context)', (s) => r.passwordViolations(s, { loginId: s, mobile: s }), (n) => repeat('ab1!', n)],
  ['isDateText', (s) => r.isDateText(s), (n) => repeat('1', n)],
  ['dateRangeViolation', (s) => r.dateRangeViolation(s, s, { maxDays: 7 }), (n) => repeat('2026-', n)],
  ['isAlphaDashSpaces', (s) => r.isAlphaDashSpaces(s), (n) => repeat('a ', n) + '*'],
  ['formatMessage', (s) => r.formatMessage(s, 'en', { a: 'x' }), (n) => repeat('{a}{b}', n)],
  [
    'validate (5 rules)',
    (s) => r.validate(s, 'required|max:200000|max_byte:900000|alpha_dash_spaces|email'),
    (n) => repeat('a b', n),
  ],
];

function floor(s) {
  let x = 0;
  for (let i = 0; i < s.length; i += 1) x = (x + s.charCodeAt(i)) | 0;
  return x;
}

function median(fn, input, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    fn(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const rows = [];
for (const [name, fn, build] of cases) {
  const small = build(10_000);
  const big = build(100_000);
  for (let i = 0; i < 5; i += 1) fn(small); // warm up
  const tSmall = median(fn, small, 15);
  const tBig = median(fn, big, 15);
  const tFloor = median(floor, big, 15);
  rows.push({
    function: name,
    'ms @100k': tBig.toFixed(3),
    'ms @10k': tSmall.toFixed(3),
    'growth 10k→100k': (tBig / tSmall).toFixed(1) + '×',
    'ratio to one pass': (tBig / tFloor).toFixed(1) + '×',
  });
}
console.table(rows);

const passwords = Array.from({ length: 200 }, (_, i) => repeat(`Zq!8mK2#xw${i}가`, 200));
const context = { loginId: 'buyer01', employeeNo: 'E2024_77', mobile: '010-9876-5432', officePhone: '02-3456-7890' };
let calls = 0;
const started = performance.now();
while (performance.now() - started < 1000) {
  r.passwordViolations(passwords[calls % passwords.length], context);
  calls += 1;
}
const perSecond = calls / ((performance.now() - started) / 1000);
console.log(
  `passwordViolations, 200-character passwords with full context: ${Math.round(perSecond).toLocaleString('en')} calls/s`,
);
console.log('growth ≈ 10× means linear time; a quadratic function would show ≈ 100×.');
