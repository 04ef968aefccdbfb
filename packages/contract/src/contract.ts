// Every call of the API, by domain. The server registers exactly these; the OpenAPI document and
// the typed client are made from them.
import type { AnyCall } from './call.ts';
import { accounts } from './domains/accounts.ts';
import { auth } from './domains/auth.ts';
import { boards } from './domains/boards.ts';
import { catalog } from './domains/catalog.ts';
import { orders } from './domains/orders.ts';
import { codes } from './domains/codes.ts';
import { excel } from './domains/excel.ts';
import { anonymousFiles, files } from './domains/files.ts';
import { itemRequests } from './domains/itemRequests.ts';
import { malls } from './domains/malls.ts';
import { approvals } from './domains/approvals.ts';
import { notifications } from './domains/notifications.ts';
import { punchout } from './domains/punchout.ts';
import { menus } from './domains/menus.ts';
import { developer } from './domains/developer.ts';
import { payments } from './domains/payments.ts';
import { receipts } from './domains/receipts.ts';
import { quotes } from './domains/quotes.ts';
import { contracts } from './domains/contracts.ts';
import { supplierOrders } from './domains/supplierOrders.ts';
import { deliveries } from './domains/deliveries.ts';
import { taxInvoices } from './domains/taxInvoices.ts';
import { returnRequests } from './domains/returnRequests.ts';
import { search } from './domains/search.ts';
import { server } from './domains/server.ts';
import { supplierCatalog } from './domains/supplierCatalog.ts';
import { system } from './domains/system.ts';
import { backoffice } from './domains/backoffice.ts';
import { backofficeContent } from './domains/backofficeContent.ts';

export const contract = {
  server,
  auth,
  system,
  codes,
  menus,
  boards,
  accounts,
  files,
  anonymousFiles,
  excel,
  search,
  payments,
  itemRequests,
  returnRequests,
  malls,
  developer,
  catalog,
  orders,
  approvals,
  notifications,
  punchout,
  receipts,
  quotes,
  contracts,
  supplierOrders,
  backoffice,
  backofficeContent,
  deliveries,
  supplierCatalog,
  taxInvoices,
} as const;

export type Contract = typeof contract;
export type DomainName = keyof Contract;

/** Every declared call with its domain and name. */
export function allCalls(c: Record<string, Record<string, AnyCall>> = contract): {
  domain: string;
  name: string;
  call: AnyCall;
}[] {
  return Object.entries(c).flatMap(([domain, calls]) =>
    Object.entries(calls).map(([name, one]) => ({ domain, name, call: one })),
  );
}
