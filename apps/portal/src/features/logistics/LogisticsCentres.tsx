/**
 * /logistics-centres (spec 000 §1: the home's quick link "nationwide logistics centres"): every
 * centre of the code list LOGISTICS_CENTRE (staff keep it in the back office's code screen) as a
 * card with its road-name address in the page's language, its phone as a call link and its
 * weekday receiving hours; the address copies with one press, for a delivery note or a map. The
 * same page in Korean and English, at desktop width and on a phone (the cards stack).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CodeItem } from '@mro/rules';
import { Alert, Button, Card, Descriptions, Skeleton, useCodeList, useToast } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';

export const LOGISTICS_CENTRE_LIST = 'LOGISTICS_CENTRE';

/** A centre's row as the common-code call sends it (decision 0097). */
type CentreRow = CodeItem & {
  usePsDefCn1?: string | null;
  usePsDefCn2?: string | null;
  usePsDefCn3?: string | null;
  usePsDefCn4?: string | null;
};

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space['4']};
  margin: ${({ theme }) => theme.space['4']} 0 0;
  padding: 0;
  list-style: none;
`;

export function LogisticsCentres() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const list = useCodeList(LOGISTICS_CENTRE_LIST);
  const toast = useToast();
  const english = i18n.language === 'en';
  const centres = (list.items as readonly CentreRow[]).filter((c) => c.useYn !== 'N');
  const copy = async (name: string, address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('logistics.copied', { name }));
    } catch {
      toast.error(t('logistics.copyFailed'));
    }
  };
  return (
    <EntryPage title={t('logistics.title')} lead={t('logistics.lead')}>
      {list.failed ? (
        <Alert
          kind="error"
          announce
          action={<Button onClick={() => window.location.reload()}>{t('logistics.retry')}</Button>}
        >
          {t('logistics.failed')}
        </Alert>
      ) : list.loading ? (
        <Skeleton lines={6} />
      ) : (
        <Cards aria-label={t('logistics.title')}>
          {centres.map((c) => {
            const address = (english ? c.usePsDefCn2 : c.usePsDefCn1) || c.usePsDefCn1 || '';
            return (
              <li key={c.cd}>
                <Card
                  title={c.cdNm}
                  level={2}
                  extra={
                    <Button size="sm" variant="secondary" onClick={() => void copy(c.cdNm, address)}>
                      {t('logistics.copy')}
                    </Button>
                  }
                >
                  <Descriptions
                    columns={1}
                    items={[
                      { term: t('logistics.address'), detail: address },
                      {
                        term: t('logistics.phone'),
                        detail: c.usePsDefCn3 ? (
                          <a href={`tel:${c.usePsDefCn3.replace(/\D/g, '')}`}>{c.usePsDefCn3}</a>
                        ) : null,
                      },
                      {
                        term: t('logistics.hours'),
                        detail: c.usePsDefCn4 ? t('logistics.weekdays', { hours: c.usePsDefCn4 }) : null,
                      },
                    ]}
                  />
                </Card>
              </li>
            );
          })}
        </Cards>
      )}
    </EntryPage>
  );
}

export default LogisticsCentres;
