export { MroProvider, type MroProviderProps } from './MroProvider';
export { useMro, useMroRoot, type MroContextValue } from './MroContext';
export {
  SYSTEMS,
  SYSTEM_THEME_CLASSES,
  SYSTEM_OF_THEME_CLASS,
  themeClassesOf,
  isSystemCode,
  type SystemCode,
} from './systems';
