/**
 * The buyer's quote requests and e-contracts (issue 44 items 2-3, decision 0066; BY menu BY-QUO,
 * program BYQUO001): two tabs, the company's requests (a new request in a side sheet; a request
 * opens the comparison of its answers with the award) and its e-contracts (each opens the
 * contract with the viewer and the buyer's confirmation after the supplier's); the provider's
 * staff (role A) also set up supply agreements there. `?itemNm=…` (the catalogue's search that
 * found nothing, issue 57) opens a new request with that item.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDay } from '@mro/rules';
import { Button, Tabs } from '@mro/ui';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { QuoteTable } from './QuoteTable';
import { ContractTable } from './ContractTable';
import { NewQuoteDrawer } from './NewQuoteDrawer';
import { CompareDialog } from './CompareDialog';
import { ContractDialog } from './ContractDialog';
import { SupplyDrawer } from './SupplyDrawer';
import { useSession } from '../../services/ServicesProvider';
import { useScreen } from '../../frames/ScreenContext';
import { requestedName } from '../../shared/asked';

export default function BuyerQuotes() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [today] = useState(() => seoulDay(new Date()));
  const [tab, setTab] = useState('requests');
  const { location } = useScreen();
  const [asked] = useState(() => requestedName(location.search));
  const [creating, setCreating] = useState(asked !== null);
  const [open, setOpen] = useState<string | null>(null);
  const [contract, setContract] = useState<string | null>(null);
  const [supply, setSupply] = useState(false);
  // The provider's staff (role A) may set up a supply agreement.
  const staff = useSession().userInfo?.custRolCd === 'A';
  return (
    <div>
      <Tabs
        aria-label={t('quotes.tabs')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'requests',
            label: t('quotes.requests'),
            panel: (
              <>
                <ListToolbar>
                  <output />
                  <Button size="sm" onClick={() => setCreating(true)}>
                    {t('quotes.new.open')}
                  </Button>
                </ListToolbar>
                <QuoteTable party="BY" onOpen={setOpen} />
              </>
            ),
          },
          {
            value: 'contracts',
            label: t('quotes.contracts'),
            panel: (
              <>
                {staff && (
                  <ListToolbar>
                    <output />
                    <Button size="sm" onClick={() => setSupply(true)}>
                      {t('quotes.supply.open')}
                    </Button>
                  </ListToolbar>
                )}
                <ContractTable party="BY" />
              </>
            ),
          },
        ]}
      />
      {creating && (
        <NewQuoteDrawer
          today={today}
          itemNm={asked ?? ''}
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      )}
      {open && (
        <CompareDialog
          qtNo={open}
          today={today}
          onClose={() => setOpen(null)}
          onContract={(ctrtNo) => setContract(ctrtNo)}
        />
      )}
      {supply && <SupplyDrawer today={today} onClose={() => setSupply(false)} />}
      {contract && <ContractDialog party="BY" ctrtNo={contract} onClose={() => setContract(null)} />}
    </div>
  );
}
