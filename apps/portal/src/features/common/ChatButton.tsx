/**
 * A chat channel's button (decision 0071): shown only when its CM031 channel is in use
 * (usePsDefCn2 Y), opening the 375 × 630 chat popup. The delivery channel on the delivery and
 * receipt screens, the item channels on the item details of buyers and suppliers.
 */
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useChatChannel, type ChatChannelCode } from '../../services/useChatChannel';

const LABELS: Record<ChatChannelCode, string> = {
  CHANNEL_DM_URL: 'entry.chat',
  CHANNEL_DLV_URL: 'chatChannel.delivery',
  CHANNEL_BY_ITEM_URL: 'catalog.chat',
  CHANNEL_SP_ITEM_URL: 'chatChannel.item',
};

export function ChatButton({
  channel,
  size = 'sm',
  variant = 'secondary',
}: {
  channel: ChatChannelCode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const chat = useChatChannel(channel);
  if (!chat) return null;
  return (
    <Button size={size} variant={variant} data-chat-channel={channel} onClick={chat.open}>
      {t(LABELS[channel])}
    </Button>
  );
}
