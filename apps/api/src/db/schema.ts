// Table types for Kysely. Column names follow the spec's field names in snake_case
// (loginId → login_id, cdLstId → cd_lst_id); each domain's data module (domains/<d>/) maps its rows
// back to the contract's camelCase shapes, once per domain (decision 0092).
// The tables are declared by domain in ./tables/; this module gathers them into the Database that
// Kysely is typed with, and re-exports each table type.
import type {
  CompanyTable,
  DepartmentTable,
  BusinessPlaceTable,
  UserTable,
  LoginAttemptTable,
  TokenTable,
  OtpTable,
  OtpSendTable,
  SmsOutboxTable,
  SsoNonceTable,
  BackofficeAuditTable,
} from './tables/accounts.ts';
import type {
  SystemTable,
  MenuTable,
  MenuRoleTable,
  MenuEventTable,
  CommonCodeTable,
  BannerTable,
  BannerImageTable,
  BannerClickTable,
  BoardPostTable,
  HolidayTable,
  SettingTable,
  PageViewTable,
  MailOutboxTable,
  ReportTokenTable,
} from './tables/site.ts';
import type {
  ManufacturerTable,
  ItemCategoryTable,
  SupplierApplicationTable,
  SourcingGroupTable,
  SourcingGroupMemberTable,
  ManufacturerRequestTable,
  CorruptionReportTable,
  CardPaymentTable,
} from './tables/sourcing.ts';
import type {
  AttachFileTable,
  UploadTable,
  BulkRequestTable,
  FileBlobTable,
  UploadPartTable,
  RateLimitHitTable,
} from './tables/files.ts';
import type { MallTable, CompanyMallTable } from './tables/malls.ts';
import type {
  QuoteRequestTable,
  QuoteRequestLineTable,
  QuoteSupplierTable,
  QuoteAnswerLineTable,
  EContractTable,
  EContractLineTable,
} from './tables/quotes.ts';
import type {
  ItemRequestTable,
  ReturnRequestTable,
  ReturnRequestItemTable,
  ReturnRequestHistoryTable,
} from './tables/requests.ts';
import type {
  CatalogItemTable,
  ContractPriceTable,
  CartLineTable,
  PurchaseOrderTable,
  PurchaseOrderLineTable,
  GoodsReceiptTable,
  OrderSubmissionTable,
} from './tables/catalog.ts';
import type { DeliveryTable, DeliveryLineTable } from './tables/fulfilment.ts';
import type { TaxInvoiceTable, TaxInvoiceLineTable } from './tables/taxInvoices.ts';
import type {
  ApprovalLineTable,
  ApprovalLineStepTable,
  ApprovalDocTable,
  ApprovalStepTable,
  NotificationTable,
  PunchoutCredentialTable,
  PunchoutSessionTable,
  PunchoutOrderTable,
} from './tables/approvals.ts';

export type * from './tables/accounts.ts';
export type * from './tables/catalog.ts';
export type * from './tables/site.ts';
export type * from './tables/sourcing.ts';
export type * from './tables/files.ts';
export type * from './tables/requests.ts';
export type * from './tables/malls.ts';
export type * from './tables/approvals.ts';

export interface Database {
  company: CompanyTable;
  department: DepartmentTable;
  business_place: BusinessPlaceTable;
  app_user: UserTable;
  login_attempt: LoginAttemptTable;
  backoffice_audit: BackofficeAuditTable;
  page_view: PageViewTable;
  item_request: ItemRequestTable;
  return_request: ReturnRequestTable;
  return_request_item: ReturnRequestItemTable;
  return_request_history: ReturnRequestHistoryTable;
  token: TokenTable;
  otp: OtpTable;
  otp_send: OtpSendTable;
  sms_outbox: SmsOutboxTable;
  system: SystemTable;
  menu: MenuTable;
  menu_role: MenuRoleTable;
  menu_event: MenuEventTable;
  common_code: CommonCodeTable;
  banner: BannerTable;
  banner_image: BannerImageTable;
  banner_click: BannerClickTable;
  board_post: BoardPostTable;
  holiday: HolidayTable;
  manufacturer: ManufacturerTable;
  item_category: ItemCategoryTable;
  setting: SettingTable;
  sso_nonce: SsoNonceTable;
  supplier_application: SupplierApplicationTable;
  sourcing_group: SourcingGroupTable;
  sourcing_group_member: SourcingGroupMemberTable;
  manufacturer_request: ManufacturerRequestTable;
  corruption_report: CorruptionReportTable;
  attach_file: AttachFileTable;
  upload: UploadTable;
  file_blob: FileBlobTable;
  upload_part: UploadPartTable;
  rate_limit_hit: RateLimitHitTable;
  bulk_request: BulkRequestTable;
  mail_outbox: MailOutboxTable;
  report_token: ReportTokenTable;
  card_payment: CardPaymentTable;
  mall: MallTable;
  company_mall: CompanyMallTable;
  catalog_item: CatalogItemTable;
  contract_price: ContractPriceTable;
  cart_line: CartLineTable;
  purchase_order: PurchaseOrderTable;
  purchase_order_line: PurchaseOrderLineTable;
  goods_receipt: GoodsReceiptTable;
  delivery: DeliveryTable;
  delivery_line: DeliveryLineTable;
  tax_invoice: TaxInvoiceTable;
  tax_invoice_line: TaxInvoiceLineTable;
  order_submission: OrderSubmissionTable;
  approval_line: ApprovalLineTable;
  approval_line_step: ApprovalLineStepTable;
  approval_doc: ApprovalDocTable;
  approval_step: ApprovalStepTable;
  notification: NotificationTable;
  punchout_credential: PunchoutCredentialTable;
  punchout_session: PunchoutSessionTable;
  punchout_order: PunchoutOrderTable;
  quote_request: QuoteRequestTable;
  quote_request_line: QuoteRequestLineTable;
  quote_supplier: QuoteSupplierTable;
  quote_answer_line: QuoteAnswerLineTable;
  e_contract: EContractTable;
  e_contract_line: EContractLineTable;
}
