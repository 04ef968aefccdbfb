/**
 * What the Ctrl+Alt click on a page shows (spec 000 §2: "a modal showing the page id (last part of
 * the page component name); behaviour differs for buyers"; decision 0035): the page id for every
 * system; for the buyer (BY) also the screen's menu name and program id, the two things a buyer
 * reads out to the help desk, whose staff find a buyer's screen by them. Pure.
 */
import type { SystemCode } from '../session/sessionStore';

export interface PageIdInfo {
  pageId: string;
  /** The buyer's extra lines (null for the other systems, or what the screen lacks). */
  menuNm: string | null;
  prgmId: string | null;
  buyer: boolean;
}

export function pageIdInfo(
  system: SystemCode,
  componentName: string,
  screen: { menuNm?: string | null; prgmId?: string | null } = {},
): PageIdInfo {
  const pageId = componentName.split('/').pop() || componentName;
  const buyer = system === 'BY';
  return {
    pageId,
    buyer,
    menuNm: buyer ? (screen.menuNm ?? null) : null,
    prgmId: buyer ? (screen.prgmId ?? null) : null,
  };
}
