// Registration (buyers, suppliers), account recovery (find id, find password, unlock, OTP, reset),
// password change, and the provider's approvals.
import {
  BUYER_REGISTRATION_SCHEMA,
  CONSENT_MESSAGES,
  FIND_ID_SCHEMA,
  FIND_PASSWORD_SCHEMA,
  LOGIN_ID_RULES,
  PASSWORD_CHANGE_SCHEMA,
  PASSWORD_RESET_SCHEMA,
  SUPPLIER_REGISTRATION_SCHEMA,
} from '@mro/rules';
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { fieldsOfSchema, flag, listOf, mergeFields, object, text } from '../fields.ts';
import type { TokenDelivery } from './auth.ts';

const ROLE_RULE = 'required|max:1';
const ADMIN = { roles: ['A'] } as const;

/**
 * A waiting registration's clock (decision 0064): when it came in, when its 24 working hours end,
 * and the working minutes left at the server's clock (negative once overdue).
 */
export interface RegistrationClock {
  regDt: string;
  dueDt: string;
  leftMinutes: number;
}

/** A buyer waiting for the provider's approval. */
export interface WaitingBuyer extends RegistrationClock {
  loginId: string;
  userNm: string;
  cpNm: string;
}

/** A supplier application waiting for the provider's decision. */
export interface WaitingSupplier extends RegistrationClock {
  applNo: string;
  cpNm: string;
  bizRegNo: string;
}

export interface OtpTicket {
  otpTicket: string;
}

export type OtpVerified =
  | { purpose: 'FIND_ID'; loginId: string }
  | { purpose: 'UNLOCK'; unlocked: true; loginId: string }
  | { purpose: 'FIND_PW'; resetTicket: string; mobileNo: string };

export const accounts = domain('accounts', {
  loginIdDuplicate: call({
    method: 'GET',
    path: '/anonymous/users/login-id/duplicate',
    access: PUBLIC,
    summary: 'Whether a new login id is taken',
    query: { loginId: text(LOGIN_ID_RULES) },
    response: type<{ loginId: string; duplicateYn: 'Y' | 'N' }>(),
  }),
  buyerCompanies: call({
    method: 'GET',
    path: '/anonymous/customer/companies',
    access: PUBLIC,
    summary: "Buyer companies by name for the buyer's registration",
    query: { cpNm: text('required|min:2|max:100') },
    response: type<{ cpCodes: { cpCd: string; cpNm: string; selfRegYn: 'Y' | 'N' }[] }>(),
  }),
  departments: call({
    method: 'GET',
    path: '/anonymous/customer/:cpCd/departments',
    access: PUBLIC,
    summary: "A company's departments by name for the buyer's registration",
    query: { dpNm: text() },
    response: type<{ dpCodes: { dpCd: string; dpNm: string }[] }>(),
  }),
  registerBuyer: call({
    method: 'POST',
    path: '/anonymous/users/buyers',
    access: PUBLIC,
    summary: "A buyer's registration (pending the provider's approval)",
    body: mergeFields(
      fieldsOfSchema(BUYER_REGISTRATION_SCHEMA, {
        rawKeys: ['pwCn', 'pwCnConfirm'],
        messages: CONSENT_MESSAGES,
      }),
      {
        itgMailRcvYn: flag(),
        newReqMailRcvYn: flag(),
        adMailRcvYn: flag(),
      },
    ),
    response: type<{ loginId: string; status: 'PENDING' }>(),
  }),
  supplierDuplicates: call({
    method: 'GET',
    path: '/anonymous/suppliers/duplicates',
    access: PUBLIC,
    summary: 'Suppliers and applications under a business number',
    query: { bizRegNo: text('required|business_no') },
    response: type<{
      suppliers: { cpCd: string; cpNm: string; rprePsNm: string | null }[];
      pendingApplicationYn: 'Y' | 'N';
      applications: { applNo: string; receivedAt: string; decidedAt: string | null; status: string }[];
    }>(),
  }),
  registerSupplier: call({
    method: 'POST',
    path: '/anonymous/suppliers',
    access: PUBLIC,
    summary: "A supplier's application (main items, documents), decided by the provider",
    body: mergeFields(fieldsOfSchema(SUPPLIER_REGISTRATION_SCHEMA, { kind: 'raw', messages: CONSENT_MESSAGES }), {
      // Each entry's rules are supplierRegistrationErrors' (the form's): the door reads the shape.
      mainItems: listOf(
        object({
          itmClsfCd: text(),
          mfcpCustId: text(),
          circLevelCd: text(),
          circEvidFileId: text(),
          ctrtExpYmd: text(),
          discMgmtYn: flag(),
          srcPsId: text(),
        }),
        { max: 100 },
      ),
      documents: listOf(object({ docTypeCd: text(), athFileId: text() }), { max: 30 }),
    }),
    response: type<{ applNo: string; status: 'RECEIVED' }>(),
  }),
  findId: call({
    method: 'POST',
    path: '/anonymous/users/find-id',
    access: PUBLIC,
    summary: 'Starts finding a login id (an SMS code to the registered mobile)',
    body: { custRolCd: text(ROLE_RULE), userNm: text(FIND_ID_SCHEMA.userNm), mobileNo: text(FIND_ID_SCHEMA.mobileNo) },
    response: type<OtpTicket>(),
  }),
  findPassword: call({
    method: 'POST',
    path: '/anonymous/users/find-password',
    access: PUBLIC,
    summary: 'Starts a password reset (an SMS code to the registered phone)',
    body: {
      custRolCd: text(ROLE_RULE),
      loginId: text(FIND_PASSWORD_SCHEMA.loginId),
      userNm: text(FIND_PASSWORD_SCHEMA.userNm),
      mobileNo: text(FIND_PASSWORD_SCHEMA.mobileNo),
    },
    response: type<OtpTicket>(),
  }),
  unlock: call({
    method: 'POST',
    path: '/anonymous/users/unlock',
    access: PUBLIC,
    summary: 'Starts unlocking a locked login (an SMS code)',
    body: { loginId: text('required|max:200') },
    response: type<OtpTicket>(),
  }),
  otpSend: call({
    method: 'POST',
    path: '/anonymous/users/otp/send',
    access: PUBLIC,
    summary: "Sends (again) a recovery flow's SMS code",
    body: { otpTicket: text('required|max:100') },
    response: type<{ sent: true; expiresAt: string; messageCode: string }>(),
  }),
  otpVerify: call({
    method: 'POST',
    path: '/anonymous/users/otp/verify',
    access: PUBLIC,
    summary: "Checks a recovery flow's SMS code: the id, the unlock, or a reset ticket",
    body: { otpTicket: text('required|max:100'), otpNo: text('required|digits:6') },
    response: type<OtpVerified>(),
  }),
  resetPassword: call({
    method: 'POST',
    path: '/anonymous/users/password/reset',
    access: PUBLIC,
    summary: 'Sets a new password with a reset ticket',
    body: mergeFields(
      { resetTicket: text('required|max:100') },
      fieldsOfSchema(PASSWORD_RESET_SCHEMA, { kind: 'raw' }),
    ),
    response: type<{ loginId: string }>(),
  }),
  changePassword: call({
    method: 'POST',
    path: '/users/password',
    access: SIGNED_IN,
    passwordChange: true,
    summary: "Changes the signed-in user's password (new tokens)",
    body: fieldsOfSchema(PASSWORD_CHANGE_SCHEMA, { kind: 'raw' }),
    response: type<TokenDelivery & { changed: true }>(),
  }),
  passwordLater: call({
    method: 'POST',
    path: '/users/password/later',
    access: SIGNED_IN,
    passwordChange: true,
    summary: 'Postpones the password change reminder',
    response: type<{ remindAfter: string }>(),
  }),
  registrations: call({
    method: 'GET',
    path: '/admin/registrations',
    access: ADMIN,
    summary: 'Waiting buyers and supplier applications, each with the deadline of its 24 working hours',
    response: type<{ buyers: WaitingBuyer[]; suppliers: WaitingSupplier[] }>(),
  }),
  /** 409 MROAU0015 when the registration was decided already. */
  approveBuyer: call({
    method: 'POST',
    path: '/admin/users/:loginId/approve',
    access: ADMIN,
    summary: "Approves a buyer's registration",
    response: type<{ loginId: string; status: 'ACTIVE' }>(),
  }),
  approveSupplier: call({
    method: 'POST',
    path: '/admin/supplier-applications/:applNo/approve',
    access: ADMIN,
    summary: "Approves a supplier's application: the company and its first user",
    response: type<{ applNo: string; cpCd: string; loginId: string; status: 'APPROVED' }>(),
  }),
});
