/**
 * Launch addresses (spec 000 §7: "other launch URLs exist for a warehouse system (SSO), delivery
 * and customs tracking"; decision 0038): the code list LAUNCH_URL holds an address template per
 * code (its usePsDefCn1), whose `{name}` placeholders are filled here, each value URL-encoded.
 * No address (null) when the template is missing, a placeholder has no value, or the result is
 * not an http(s) address: a launcher then shows nothing rather than a broken link. Pure.
 *
 * The warehouse address is opened from the buyer's and supplier's user area (FrameHeader); the
 * tracking ones are for the fulfilment screens (deliveries, imports) when they come.
 */
export const LAUNCH_CODE_LIST = 'LAUNCH_URL';

export const LAUNCH_CODES = {
  warehouse: 'WMS_SSO',
  deliveryTracking: 'DELIVERY_TRACKING',
  customsTracking: 'CUSTOMS_TRACKING',
  remoteSupport: 'REMOTE_SUPPORT',
} as const;

export function buildLaunchUrl(
  template: string | null | undefined,
  values: Readonly<Record<string, string | number | null | undefined>> = {},
): string | null {
  if (!template) return null;
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (missing) return null;
  try {
    const url = new URL(filled);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The warehouse system's sign-on address for the signed-in user, in the user's language (KO/EN). */
export const warehouseUrl = (template: string | null | undefined, user: { loginId: string; lang: 'KO' | 'EN' }) =>
  buildLaunchUrl(template, { loginId: user.loginId, lang: user.lang });

/** A delivery's tracking page: the carrier's code and the invoice (waybill) number. */
export const deliveryTrackingUrl = (
  template: string | null | undefined,
  delivery: { carrier: string; invoiceNo: string },
) => buildLaunchUrl(template, { carrier: delivery.carrier, invoiceNo: delivery.invoiceNo });

/** An import's customs clearance page: the bill of lading number and its year. */
export const customsTrackingUrl = (template: string | null | undefined, cargo: { blNo: string; year: number }) =>
  buildLaunchUrl(template, { blNo: cargo.blNo, year: cargo.year });
