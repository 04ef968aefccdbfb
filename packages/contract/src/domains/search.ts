// The search popups: companies, departments, manufacturers, sourcing staff and groups; the
// manufacturer request and the corruption report of the entry site.
import { CORRUPTION_REPORT_SCHEMA, MANUFACTURER_REQUEST_SCHEMA } from '@mro/rules';
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import type { Listing } from '../envelope.ts';
import { PAGE_FIELDS, fieldsOfSchema, mergeFields, text } from '../fields.ts';
import type { Role } from '../systems.ts';

export interface CompanyRow {
  cpCd: string;
  cpNm: string;
  custRolCd: Role;
  custRegNo: string | null;
  rprePsNm: string | null;
}

export interface ManufacturerRow {
  mfcpCustId: string;
  mfcpCustNm: string;
  mfcpCustEngNm: string | null;
  rpreMfcpCustNm: string;
  brndNm: string | null;
  homePage: string | null;
  rpreItmNm: string | null;
  bpAddr: string | null;
  officeTelNo: string | null;
  faxNo: string | null;
}

const SOURCING_PERSON_FIELDS = { userNm: text('max:50'), itmClsfCd: text('max:20') } as const;

export const search = domain('search', {
  companies: call({
    method: 'GET',
    path: '/search/companies',
    access: SIGNED_IN,
    summary: "Companies of the caller's role (administrators: any), paged",
    query: { cpNm: text('max:100'), cpCd: text('max:20'), custRolCd: text('max:1'), ...PAGE_FIELDS },
    response: type<Listing<CompanyRow>>(),
  }),
  departments: call({
    method: 'GET',
    path: '/search/departments',
    access: SIGNED_IN,
    summary: "The caller's company's departments (administrators: any cpCd)",
    query: { dpNm: text('max:100'), cpCd: text() },
    response: type<Listing<{ dpCd: string; dpNm: string; cpCd: string; cpNm: string }>>(),
  }),
  manufacturers: call({
    method: 'GET',
    path: '/anonymous/manufacturers',
    access: PUBLIC,
    summary: 'Manufacturers by name or brand, paged',
    query: { mfcpCustNm: text('max:100'), ...PAGE_FIELDS },
    response: type<Listing<ManufacturerRow>>(),
  }),
  sourcingPersons: call({
    method: 'GET',
    path: '/search/sourcing-persons',
    access: { roles: ['B', 'A'] },
    summary: "The provider's sourcing staff by name and item group",
    query: SOURCING_PERSON_FIELDS,
    response: type<Listing<{ srcPsId: number; srcPsNm: string; dpNm: string | null; email: string | null }>>(),
  }),
  anonymousSourcingPersons: call({
    method: 'GET',
    path: '/anonymous/sourcing-persons',
    access: PUBLIC,
    summary: "The supplier registration's sourcing contact: name and department only",
    query: SOURCING_PERSON_FIELDS,
    response: type<Listing<{ srcPsId: string; srcPsNm: string; dpNm: string | null }>>(),
  }),
  sourcingGroups: call({
    method: 'GET',
    path: '/search/sourcing-groups',
    access: { roles: ['B', 'A'] },
    summary: 'Sourcing groups by name',
    query: { srcGrpNm: text('max:100') },
    response: type<Listing<{ srcGrpCd: string; srcGrpNm: string; itmClsfCd: string | null }>>(),
  }),
  manufacturerRequest: call({
    method: 'POST',
    path: '/anonymous/manufacturers/requests',
    access: PUBLIC,
    summary: 'A new-manufacturer request (with evidence files)',
    body: fieldsOfSchema(MANUFACTURER_REQUEST_SCHEMA),
    response: type<{ reqId: number; status: 'REQUESTED' }>(),
  }),
  corruptionReport: call({
    method: 'POST',
    path: '/anonymous/corruption-reports',
    access: PUBLIC,
    summary: 'A corruption report (anonymous or named, with files)',
    body: mergeFields(fieldsOfSchema(CORRUPTION_REPORT_SCHEMA), { athFileId: text() }),
    response: type<{ reportNo: string }>(),
  }),
});
