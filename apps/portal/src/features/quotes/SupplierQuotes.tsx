/**
 * The supplier's quote requests and e-contracts (issue 44 items 2-3, decision 0066; SP menu
 * SP-QUO-01, program SPQUO001): two tabs, the requests addressed to the company (each opens the
 * answer form, or its answer once settled) and the company's e-contracts (each opens the contract
 * with the viewer and the supplier's confirmation).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDay } from '@mro/rules';
import { Tabs } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { QuoteTable } from './QuoteTable';
import { ContractTable } from './ContractTable';
import { AnswerDialog } from './AnswerDialog';

export default function SupplierQuotes() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [today] = useState(() => seoulDay(new Date()));
  const [tab, setTab] = useState('requests');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div>
      <Tabs
        aria-label={t('quotes.tabs')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'requests', label: t('quotes.requests'), panel: <QuoteTable party="SP" onOpen={setOpen} /> },
          { value: 'contracts', label: t('quotes.contracts'), panel: <ContractTable party="SP" /> },
        ]}
      />
      {open && <AnswerDialog qtNo={open} today={today} onClose={() => setOpen(null)} />}
    </div>
  );
}
