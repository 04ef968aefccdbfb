import { describe, expect, it } from 'vitest';
import { returnPeriodViolation } from '@mro/rules';
import { periodRefusal as periodRefusalOf } from '../../shared/period';
import { decidedAnswer, defaultConditions, rowOf, searchParams } from './model';

const periodRefusal = periodRefusalOf(returnPeriodViolation);

const answer = {
  rtnNo: 'RT20261124000001',
  rtnKindCd: 'RETURN',
  // 23:30 UTC is the next day in Korea.
  reqDt: '2026-11-23T23:30:00.000Z',
  ordNo: 'OR20261115004001',
  rsnCd: 'DEFECT',
  statCd: 'REQ',
  rjctRsnCn: null,
  amount: '12000',
  updDt: '2026-11-24T01:00:00.000Z',
  cpNm: '한빛제조(주)',
  firstItemNm: '베어링',
  lineCnt: 3,
};
const label = (first: string, more: number) => `${first} +${more}`;

describe('the return request list model', () => {
  it('opens the supplier on the month’s requests waiting for it, the buyer on all of its own', () => {
    expect(defaultConditions('20261124', 'REQ')).toMatchObject({ statCd: 'REQ', period: { end: '20261124' } });
    expect(defaultConditions('20261124').statCd).toBe('');
  });

  it('sends only the conditions given, several numbers as a list, and the server’s sort', () => {
    const c = { ...defaultConditions('20261124'), rtnKindCd: 'EXCHANGE', rtnNos: 'RT1, RT2,,', cpNm: ' 대한 ' };
    expect(searchParams(c, { key: 'amount', direction: 'asc' })).toEqual({
      fromDt: '20261025',
      toDt: '20261124',
      statCds: [],
      kindCds: ['EXCHANGE'],
      rtnNos: ['RT1', 'RT2'],
      cpNm: '대한',
      searchText: '',
      sortKey: 'amount',
      sortDir: 'asc',
    });
    expect(periodRefusal({ ...c, period: { start: '20251001', end: '20261124' } })).toBe('ABYMC0019');
    expect(periodRefusal(c)).toBeNull();
  });

  it('keys a row by its number, shows Korean days and names its items', () => {
    const row = rowOf(answer, label);
    expect(row).toMatchObject({ key: answer.rtnNo, reqDt: '20261124', updDt: '20261124', items: '베어링 +2' });
    expect(row).not.toHaveProperty('firstItemNm');
    expect(rowOf({ ...answer, lineCnt: 1 }, label).items).toBe('베어링');
  });

  it('shows a decision on the row: the new status, the day, and a rejection’s reason', () => {
    // 15:30 UTC is the next day in Korea.
    const now = new Date('2026-11-24T15:30:00.000Z');
    const approved = rowOf(decidedAnswer(answer, { statCd: 'APPROVED' }, 'approve', '', now), label);
    expect(approved).toMatchObject({ statCd: 'APPROVED', updDt: '20261125', rjctRsnCn: null });
    expect(rowOf(decidedAnswer(answer, { statCd: 'REJECTED' }, 'reject', '사용 흔적', now), label)).toMatchObject({
      statCd: 'REJECTED',
      rjctRsnCn: '사용 흔적',
    });
  });
});
