/**
 * The frame's link box (spec 000 §2), under the side menu (decision 0044: no utility links above
 * it; the home is the logo, the password change is in the user menu): the system's notices and
 * the item categories (top level, from `GET /anonymous/item-categories`) in the user's language;
 * in the buyer and punch-out systems each category links into the catalogue search filtered by it
 * (issue 43).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMro } from '@mro/ui';
import { useItemCategories } from './queries';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { ScreenLink } from './ScreenLink';

const Box = styled.nav`
  margin-top: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['3']} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  /* One category a line, marked as an item (issue 41: side by side they read as one phrase). */
  & ul.categories {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    padding-left: ${({ theme }) => theme.space['4']};
    list-style: disc;
  }
  & h2 {
    margin: ${({ theme }) => theme.space['2']} 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export function LinkBox({
  base,
  catalogue = false,
  onNavigate,
}: {
  base: string;
  /** The system has the catalogue: each category opens it filtered by that category. */
  catalogue?: boolean;
  onNavigate: (href: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const categories = useItemCategories();
  const link = (href: string, label: string) => (
    <ScreenLink href={href} onNavigate={onNavigate}>
      {label}
    </ScreenLink>
  );
  return (
    <Box aria-label={t('frame.linkBox')}>
      <ul>
        <li>{link(`${base}/notices`, t('entry.notices'))}</li>
      </ul>
      {categories.data && categories.data.length > 0 && (
        <>
          <h2>{t('frame.categories')}</h2>
          <ul className="categories" aria-label={t('frame.categories')}>
            {categories.data.map((c) => (
              <li key={c.itmClsfCd}>
                {catalogue
                  ? link(
                      `${base}/catalog?category=${encodeURIComponent(c.itmClsfCd)}`,
                      locale === 'en' ? c.itmClsfEngNm : c.itmClsfKorNm,
                    )
                  : locale === 'en'
                    ? c.itmClsfEngNm
                    : c.itmClsfKorNm}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
