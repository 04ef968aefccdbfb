export { Icon, type IconProps, type IconComponent } from './Icon';
