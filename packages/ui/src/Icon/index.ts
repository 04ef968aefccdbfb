export { Icon, type IconProps } from './Icon';
export { ICONS, ICON_NAMES, type IconName } from './icons';
