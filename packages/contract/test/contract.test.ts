import { describe, expect, it } from 'vitest';
import {
  allCalls,
  contract,
  createApi,
  fillPath,
  fullPath,
  localeOfHeader,
  openApiDocument,
  pageLocale,
  rulesOf,
  RETURN_SEARCH_FIELDS,
  type PreparedCall,
} from '../src/index.ts';

describe('@mro/contract', () => {
  it('declares each method and path once', () => {
    const keys = allCalls().map(({ call }) => `${call.method} ${fullPath(call)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /imk/api/sp/returns/page');
    expect(keys).toContain('POST /bulk/imk/api/excel/bulk-upload');
  });

  it('tags every call with its domain', () => {
    for (const { domain, call } of allCalls()) expect(call.tag).toBe(domain);
  });

  it('fills path parameters (encoded) and refuses a missing one', () => {
    expect(fillPath('/sp/returns/:rtnNo/decision', { rtnNo: 'RT 1' })).toBe('/sp/returns/RT%201/decision');
    expect(() => fillPath('/sp/returns/:rtnNo', {})).toThrow(/rtnNo/);
  });

  it('creates a typed client over an injected transport', async () => {
    const sent: PreparedCall[] = [];
    const api = createApi<{ silent?: boolean }, string>(async (_call, request) => {
      sent.push(request);
      return { ok: true, data: { rtnNo: 'X', statCd: 'APPR', version: 2 }, status: 200 };
    });
    const result = await api.returnRequests.decide({ params: { rtnNo: 'RT2026' }, body: { action: 'approve' } });
    expect(result.ok && result.data.version).toBe(2);
    await api.returnRequests.supplierSearch({ query: { statCds: ['REQ'], pageNo: 1 } });
    await api.excel.bulkDownloadFile({ body: { fwdReqCd: 'X' } });
    expect(sent.map((s) => `${s.method} ${s.path} ${s.bulk}`)).toEqual([
      'POST /sp/returns/RT2026/decision false',
      'GET /sp/returns/page false',
      'POST /excel/bulk-download/file true',
    ]);
    expect(sent[1]!.query).toEqual({ statCds: ['REQ'], pageNo: 1 });
  });

  it('carries the rules of @mro/rules', () => {
    expect(rulesOf(RETURN_SEARCH_FIELDS)).toMatchObject({
      cpNm: 'max:100',
      searchText: 'max:100',
      pageSize: 'numeric|min_value:1|max_value:500',
    });
    expect(rulesOf(contract.itemRequests.search.query, ['reqUserNm'])).toEqual({ reqUserNm: 'max:50' });
  });

  it('has one language rule for the header and for pages', () => {
    expect(localeOfHeader('EN')).toBe('en');
    expect(localeOfHeader(undefined)).toBe('ko');
    expect(pageLocale({ search: '?lo=EN', stored: 'ko', browser: 'ko-KR' })).toBe('en');
    expect(pageLocale({ search: '', stored: 'ko', browser: 'en-US' })).toBe('ko');
    expect(pageLocale({ search: '', stored: null, browser: 'ko-KR' })).toBe('ko');
    expect(pageLocale({ search: '', stored: null, browser: 'de' })).toBe('en');
  });

  it('writes an OpenAPI 3.1 document with every call', () => {
    const doc = openApiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(allCalls().length);
    expect(doc.paths['/imk/api/sp/returns/{rtnNo}/decision']?.post?.operationId).toBe('returnRequests.decide');
  });
});
