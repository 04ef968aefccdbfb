/** The supplier's tax invoices (SP "Tax invoices", program SPTAX001, decision 0074). */
import { TaxInvoices } from './TaxInvoices';

export default function SupplierTaxInvoices() {
  return <TaxInvoices side="supplier" />;
}
