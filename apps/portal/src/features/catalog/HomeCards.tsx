/**
 * The catalogue's cards of the buyer's home (issue 43 item 7, decision 0058): a search field into
 * the catalogue and the cart (lines, totals, link). A failure shows the card without its figures.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, TextField, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { money } from '../../shared/money';
import { Figure, Rows, Wide, useHomeLink } from '../common/homeCard';
import { catalogSearchHref } from '../common/homeCardRules';
import { cartQuery } from './queries';

const PATHS = { catalog: '/by/catalog', cart: '/by/order/cart' } as const;

const SearchRow = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space['2']};
  align-items: center;
  & > :first-child {
    flex: 1;
  }
`;

export function SearchCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const go = useHomeLink();
  const [text, setText] = useState('');
  const submit = () => go(catalogSearchHref(PATHS.catalog, text));
  return (
    <Wide>
      <Card title={t('home.search')}>
        <SearchRow
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            aria-label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            value={text}
            onValueChange={setText}
            onEnter={submit}
            maxLength={100}
          />
          <Button type="button" onClick={submit}>
            {t('home.searchButton')}
          </Button>
        </SearchRow>
      </Card>
    </Wide>
  );
}

export function CartCard() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const go = useHomeLink();
  const cart = useQuery(cartQuery(useApi()));
  const lines = cart.data?.lines.length ?? 0;
  return (
    <Card
      title={t('home.cart')}
      extra={
        <ScreenLink href={PATHS.cart} onNavigate={go}>
          {t('home.openCart')}
        </ScreenLink>
      }
    >
      {cart.data && (
        <>
          <Figure data-home-figure>{t('home.cartLines', { count: lines })}</Figure>
          {lines > 0 && (
            <Rows aria-label={t('home.cartTotals')} data-home-live>
              {cart.data.totals.map((total) => (
                <li key={total.crncyCd}>{money(total.amount, total.crncyCd, locale)}</li>
              ))}
            </Rows>
          )}
        </>
      )}
    </Card>
  );
}
