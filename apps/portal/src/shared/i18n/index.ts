import type { Resource } from 'i18next';
import ko from './ko.json';
import en from './en.json';

/** The portal's own texts, in the `portal` namespace beside @mro/ui's (one i18next instance). */
export const PORTAL_NAMESPACE = 'portal';
export const portalResources: Resource = { ko: { [PORTAL_NAMESPACE]: ko }, en: { [PORTAL_NAMESPACE]: en } };
