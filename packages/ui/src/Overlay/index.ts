export { OverlayProvider, type OverlayProviderProps } from './OverlayProvider';
export { usePortalContainer, PortalContainerContext } from './OverlayContext';
export { lockBodyScroll } from './scrollLock';
