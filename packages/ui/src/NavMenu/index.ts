export { NavMenu, type NavMenuProps } from './NavMenu';
export { buildNavTree, navTrail, type NavItem, type NavNode } from './navTree';
