export { OverlayProvider, type OverlayProviderProps } from './OverlayProvider';
export { usePortalContainer, PortalContainerContext } from './OverlayContext';
export { lockBodyScroll } from './scrollLock';
export { useOverlayState, type OverlayState } from './useOverlayState';
