export { useMessageBox } from './useMessageBox';
export { createMessageQueue, type MessageOptions, type MessageKind, type QueuedMessage } from './messageQueue';
