export { ActionBar, type ActionBarProps } from './ActionBar';
export { actionRow } from './ActionBar.styles';
