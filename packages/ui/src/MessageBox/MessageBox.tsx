import { useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { isComposingEvent } from '../hooks/composition';
import { translateMessage } from '../i18n/createI18n';
import { useOverlayContext } from '../Overlay/OverlayContext';
import { openerChain, returnFocus } from '../Overlay/returnFocus';
import type { MessageQueue } from './messageQueue';
import { Actions, Content, Detail, Scrim, Text, Title } from './MessageBox.styles';

type Message = NonNullable<ReturnType<MessageQueue['current']['get']>>;

/**
 * Shows the message at the head of the queue (rendered by OverlayProvider). With no message it
 * renders nothing and looks nothing up: every page mounts it.
 */
export function MessageBox({ queue, container }: { queue: MessageQueue; container: HTMLElement | null }) {
  const message = useSyncExternalStore(queue.current.subscribe, queue.current.get, queue.current.get);
  const { modals } = useOverlayContext();
  const showing = Boolean(message && container);
  // From the first message of a queue to the last answer: focus returns to what had it before
  // (a layout effect: it runs before the box moves focus to its button).
  useLayoutEffect(() => {
    if (!showing) return undefined;
    const chain = openerChain(document.activeElement, modals.get());
    return () => void setTimeout(() => returnFocus(chain, modals.top()?.id), 0);
  }, [showing, modals]);
  if (!message || !container) return null;
  return <MessageDialog queue={queue} container={container} message={message} />;
}

function MessageDialog({
  queue,
  container,
  message,
}: {
  queue: MessageQueue;
  container: HTMLElement;
  message: Message;
}) {
  const { t, i18n } = useTranslation('ui');
  const primary = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || isComposingEvent(event)) return;
    if (event.target instanceof HTMLButtonElement) return; // the focused button answers for itself
    event.preventDefault();
    queue.resolve(true);
  };
  const title = message.title ?? t(message.kind === 'alert' ? 'messageBox.alertTitle' : 'messageBox.confirmTitle');

  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal container={container}>
        <Scrim data-mro-message-scrim />
        <Content
          key={message.id}
          role="alertdialog"
          aria-modal
          data-mro-message={message.kind}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            primary.current?.focus();
          }}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onKeyDown={onKeyDown}
        >
          <Title>{title}</Title>
          <Text>{translateMessage(i18n, message.message, message.params)}</Text>
          {message.detail !== undefined && (
            // An empty sandbox: the document cannot run scripts or reach this origin.
            <Detail sandbox="" srcDoc={message.detail} title={t('messageBox.detail')} data-mro-message-detail />
          )}
          <Actions>
            {message.kind === 'confirm' && (
              <Button variant="secondary" clickLockMs={0} onClick={() => queue.resolve(false)}>
                {message.cancelLabel ?? t('messageBox.cancel')}
              </Button>
            )}
            <Button ref={primary} clickLockMs={0} onClick={() => queue.resolve(true)}>
              {message.confirmLabel ?? t('messageBox.ok')}
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
