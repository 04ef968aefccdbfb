export { Alert, type AlertProps, type AlertKind } from './Alert';
