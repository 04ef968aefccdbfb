/**
 * The spec's fixed code values (spec 000 §3 and 001 §2: "division MRO=A, remote=B; customer role
 * buyer=B, supplier=V, admin=A; item kind BOM=B0, catalog=C0, order=D0; locales KO, EN"), as typed
 * constants for the browser and the server alike. Where the server sends one of these, compare
 * with the constant, never with the letter: `order.itemKindCd === ITEM_KIND.CATALOG`.
 *
 * - Division: the business line a company or an order belongs to: the MRO marketplace itself (A)
 *   or remote (B: served from afar, as opposed to the MRO operation on site).
 * - Customer role: who a user acts as.
 * - Item kind: where an item line comes from: a bill of materials (B0), the catalogue (C0), or an
 *   order outside both (D0).
 */
export const DIVISION = { MRO: 'A', REMOTE: 'B' } as const;
export type DivisionCode = (typeof DIVISION)[keyof typeof DIVISION];

export const CUSTOMER_ROLE = { BUYER: 'B', SUPPLIER: 'V', ADMIN: 'A' } as const;
export type CustomerRoleCode = (typeof CUSTOMER_ROLE)[keyof typeof CUSTOMER_ROLE];

export const ITEM_KIND = { BOM: 'B0', CATALOG: 'C0', ORDER: 'D0' } as const;
export type ItemKindCode = (typeof ITEM_KIND)[keyof typeof ITEM_KIND];

export const LOCALE_CODES = ['KO', 'EN'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** True for a value of the given code set (a server's answer, a query parameter). */
export const isCodeOf = <T extends Record<string, string>>(set: T, value: unknown): value is T[keyof T] =>
  typeof value === 'string' && Object.values(set).includes(value);
