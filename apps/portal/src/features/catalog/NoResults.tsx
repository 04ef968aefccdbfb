/**
 * A search that found nothing (issue 57 item 1): what was searched, the same search with fewer
 * words, the filters to clear when some were ticked, and the ways on: a new-item request and a
 * quote request prefilled with the words (in the buyer system, where those screens are).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { widerQueries, type CatalogConditions } from './model';
import { EmptyResult } from './Catalog.styles';

export function NoResults({
  conditions,
  base,
  requests,
  onSearch,
  onNavigate,
}: {
  conditions: CatalogConditions;
  /** The system's base path (`/by`). */
  base: string;
  /** The new-item and quote request screens are in this system. */
  requests: boolean;
  onSearch: (next: CatalogConditions) => void;
  onNavigate: (href: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const q = conditions.q.trim();
  const filtered =
    conditions.manufacturers.length + conditions.suppliers.length + conditions.priceBands.length > 0 ||
    conditions.category !== '';
  const wider = widerQueries(q);
  const words = encodeURIComponent(q);
  return (
    <EmptyResult role="status">
      <p>
        <strong>{q ? t('catalog.none', { q }) : t('catalog.noneAll')}</strong>
      </p>
      {filtered && (
        <p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSearch({ ...conditions, category: '', manufacturers: [], suppliers: [], priceBands: [] })}
          >
            {t('catalog.clearFilters')}
          </Button>
        </p>
      )}
      {wider.length > 0 && (
        <>
          <p>{t('catalog.tryWider')}</p>
          <ul>
            {wider.map((w) => (
              <li key={w}>
                <Button variant="secondary" size="sm" onClick={() => onSearch({ ...conditions, q: w })}>
                  {w}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('catalog.tips')}</p>
      {requests && (
        <>
          <p>{t('catalog.notSold')}</p>
          <ul>
            <li>
              <ScreenLink href={`${base}/item-request/list?itemNm=${words}`} onNavigate={onNavigate}>
                {t('catalog.requestItem')}
              </ScreenLink>
            </li>
            <li>
              <ScreenLink href={`${base}/quote/list?itemNm=${words}`} onNavigate={onNavigate}>
                {t('catalog.requestQuote')}
              </ScreenLink>
            </li>
          </ul>
        </>
      )}
    </EmptyResult>
  );
}
