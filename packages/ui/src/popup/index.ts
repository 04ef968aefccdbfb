export * from './windowPopup';
export { usePopup, usePopupThen } from './usePopup';
