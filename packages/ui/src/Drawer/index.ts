export { Drawer, type DrawerProps } from './Drawer';
export type { DrawerSide, DrawerSize } from './Drawer.styles';
