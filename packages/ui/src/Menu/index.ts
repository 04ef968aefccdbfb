export { Menu, type MenuProps, type MenuItem } from './Menu';
export { useMenu, type UseMenuOptions, type UseMenuResult } from './useMenu';
