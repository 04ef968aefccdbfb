export { Toggletip, type ToggletipProps } from './Toggletip';
