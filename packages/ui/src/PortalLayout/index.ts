export { PortalLayout, type PortalLayoutProps } from './PortalLayout';
export { NARROW_MAX_PX } from './PortalLayout.styles';
