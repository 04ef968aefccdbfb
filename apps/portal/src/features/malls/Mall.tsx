/**
 * A mall's storefront in the buyer's system (/by/mall/:mallId; decision 0037): open to the malls in
 * the user's mall list, whatever the menus say. Opened by address with a mall not in the list (the
 * guard refuses it on every navigation inside the frame), it shows the no-permission page.
 */
import { useTranslation } from 'react-i18next';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useScreen } from '../../frames/ScreenContext';
import { useMallList } from '../../frames/queries';
import Forbidden from '../common/Forbidden';
import { SectionBox } from '../../shared/list.styles';

const Box = SectionBox;

export default function Mall() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { location } = useScreen();
  const mallId = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  const malls = useMallList();
  if (malls.isPending) return null;
  const mall = malls.data?.find((m) => m.mallId === mallId);
  if (!mall) return <Forbidden />;
  return (
    <Box aria-labelledby="mall-name" data-mall={mall.mallId}>
      <h2 id="mall-name">{mall.mallNm}</h2>
      <p>{t('mall.lead', { name: mall.mallNm })}</p>
    </Box>
  );
}
