export { toast } from './toast';
export { useToast, type ToastApi } from './useToast';
export {
  createToastQueue,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  type Toast,
  type ToastKind,
  type ToastOptions,
  type ToastQueue,
} from './toastQueue';
