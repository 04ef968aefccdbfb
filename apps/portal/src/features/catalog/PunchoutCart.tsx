/**
 * The punch-out cart (PO menu PO-CART, program POCRT001; issue 43 item 8, decision 0057): the
 * cart of the user the procurement system's session signed in (the same server cart, quantities
 * under the same rule), the session (cXML or SAP OCI, the system and where the cart goes back),
 * and "return cart": the server builds the PunchOutOrderMessage (or the OCI NEW_ITEM fields),
 * empties the cart and closes the session; the browser then opens our one-time handoff page,
 * which posts the cart to the procurement system. A second return is refused (MROPU0007).
 * Edit and inspect sessions (decision 0100): an edit session's cart was filled with the earlier
 * cart's lines and what changed since is listed above it; an inspect session shows the earlier
 * cart read-only (no stepper, no line buttons, no return) and can only be closed back.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Group, Skeleton, Stack, useMessageBox, useMro } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { money } from './model';
import { cartQuery } from './queries';
import { punchoutSessionQuery, useReturnCart } from './punchoutQueries';
import { CartLines } from './CartLines';
import { EarlierLines } from './EarlierLines';

export default function PunchoutCart() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const box = useMessageBox();
  const cart = useQuery(cartQuery(api));
  const session = useQuery(punchoutSessionQuery(api));
  const returnCart = useReturnCart();
  if (cart.isError || session.isError) {
    const error = cart.error ?? session.error;
    return <p role={wasShown(error) ? undefined : 'alert'}>{t('cart.failed')}</p>;
  }
  if (!cart.data || session.data === undefined) return <Skeleton lines={8} aria-label={t('cart.loading')} />;
  const { lines, totals } = cart.data;
  const current = session.data;
  const open = current !== null && !current.returned;
  const inspect = current?.operation === 'inspect';
  const changed = current?.operation === 'edit' ? current.earlier.filter((l) => l.notices.length) : [];
  const send = async () => {
    const question = inspect ? t('punchout.closeConfirm') : t('punchout.confirm', { count: lines.length });
    if (!(await box.confirm(question))) return;
    try {
      const answer = await returnCart.mutateAsync();
      window.location.assign(answer.handoff);
    } catch {
      // The presenter showed why (MROPU0007 returned already, MROPU0009 empty); the cart stays.
    }
  };
  return (
    <Stack gap="4">
      <Card title={t('punchout.session')}>
        {current ? (
          <Descriptions
            items={[
              { term: t('punchout.system'), detail: current.identity },
              { term: t('punchout.kind'), detail: t(current.kind === 'OCI' ? 'punchout.oci' : 'punchout.cxml') },
              { term: t('punchout.operation'), detail: t(`punchout.op.${current.operation}`) },
              { term: t('punchout.returnHost'), detail: current.returnHost },
              {
                term: t('punchout.status'),
                detail: current.returned ? t('punchout.returned') : t('punchout.open'),
              },
            ]}
          />
        ) : (
          <Alert kind="info" title={t('punchout.noSessionTitle')}>
            {t('punchout.noSession')}
          </Alert>
        )}
      </Card>
      {inspect ? (
        <>
          <Alert kind="info" title={t('punchout.inspectTitle')}>
            {t('punchout.inspect')}
          </Alert>
          <EarlierLines lines={current?.earlier ?? []} caption={t('punchout.earlier.inspectCaption')} readOnly />
        </>
      ) : (
        <>
          {changed.length > 0 && open && (
            <>
              <Alert kind="warning" title={t('punchout.changedTitle')}>
                {t('punchout.changed')}
              </Alert>
              <EarlierLines lines={changed} caption={t('punchout.earlier.changedCaption')} />
            </>
          )}
          <CartLines lines={lines} list="CART" />
          <output aria-label={t('cart.total')}>
            {t('cart.total')}: {totals.length ? totals.map((x) => money(x.amount, x.crncyCd, locale)).join(' + ') : '0'}
          </output>
        </>
      )}
      <Group>
        <Button
          onClick={() => void send()}
          disabled={!open || (!inspect && lines.length === 0)}
          loading={returnCart.isPending}
        >
          {inspect ? t('punchout.close') : t('punchout.return')}
        </Button>
      </Group>
    </Stack>
  );
}
