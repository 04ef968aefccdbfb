// What a screen's address asks for from another screen (issue 57): the catalogue's search that
// found nothing opens a new-item request or a quote request with its words.
import { itemRequestRules } from '@mro/rules';

/**
 * The item name an address asks a new request for (`?itemNm=…`: the catalogue's search that found
 * nothing, issue 57), trimmed to the field's length; null when none.
 */
export function requestedName(search: string): string | null {
  const name = (new URLSearchParams(search).get('itemNm') ?? '').trim();
  return name ? name.slice(0, itemRequestRules({ units: [], kinds: [] }).itemNm.maxLength) : null;
}
