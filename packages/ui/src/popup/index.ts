export * from './windowPopup';
export { usePopup } from './usePopup';
