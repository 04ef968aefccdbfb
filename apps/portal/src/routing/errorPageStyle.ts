/**
 * The no-permission page's style class by system (spec 001 §2: "main site uses nopage, buyer uses
 * no_breadcrumb"; decision 0030): `nopage` is a page of its own (the entry site has no frame
 * around it: a centred card), `no_breadcrumb` a screen inside the buyer's frame that stands in
 * place of a page (no card, no breadcrumb trail of its own). The spec names no class for MP, SP,
 * PO and DEV: they are frames like the buyer's, so they take `no_breadcrumb` too. Pure.
 */
import type { SystemCode } from '../session/sessionStore';

export type ErrorPageStyle = 'nopage' | 'no_breadcrumb';

export const errorPageStyle = (system: SystemCode): ErrorPageStyle => (system === 'MAIN' ? 'nopage' : 'no_breadcrumb');
