/** The buyer's tax invoices to confirm or dispute (BY "Tax invoices", program BYTAX001, decision 0074). */
import { TaxInvoices } from './TaxInvoices';

export default function BuyerTaxInvoices() {
  return <TaxInvoices side="buyer" />;
}
