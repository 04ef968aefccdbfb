export {
  OverlayProvider,
  createOverlayStores,
  type OverlayProviderProps,
  type OverlayStores,
  type OverlayStoresOptions,
} from './OverlayProvider';
export { usePortalContainer, PortalContainerContext } from './OverlayContext';
export { lockBodyScroll } from './scrollLock';
export { useOverlayState, type OverlayState } from './useOverlayState';
