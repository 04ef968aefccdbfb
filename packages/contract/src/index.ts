// @mro/contract: every call of the API declared once, and what the portal and the server share
// about them (decision 0039).
export * from './call.ts';
export * from './fields.ts';
export * from './envelope.ts';
export * from './systems.ts';
export * from './cookies.ts';
export * from './locale.ts';
export * from './contract.ts';
export * from './client.ts';
export * from './openapi.ts';
export * from './domains/auth.ts';
export * from './domains/system.ts';
export * from './domains/codes.ts';
export * from './domains/menus.ts';
export * from './domains/boards.ts';
export * from './domains/accounts.ts';
export * from './domains/files.ts';
export * from './domains/excel.ts';
export * from './domains/search.ts';
export * from './domains/payments.ts';
export * from './domains/itemRequests.ts';
export * from './domains/returnRequests.ts';
export * from './domains/server.ts';
export * from './domains/malls.ts';
export * from './domains/developer.ts';
export * from './domains/approvals.ts';
export * from './domains/notifications.ts';
