// The UNSPSC code of each demo category (issue 56 item 2, decision 0084): the United Nations
// Standard Products and Services Code a buyer's ERP files a punch-out line under. Where a demo
// category is narrower than a UNSPSC commodity or spans several, the code is the UNSPSC class
// (the last two digits 00) that holds it all; staff may set a more precise one. A category without
// a code here (Consumables, Lubricants and adhesives: no one UNSPSC class holds them) takes its
// nearest ancestor's, or none.
export const DEMO_UNSPSC: Readonly<Record<string, string>> = {
  A: '27110000', // Tools and General Machinery / Hand tools (family)
  A01: '27110000', // Hand tools
  A0101: '27111700', // Wrenches and drivers
  A0102: '27111701', // Screwdrivers
  A0103: '27112100', // Holding and clamping tools (pliers)
  A02: '27112700', // Power tools
  A0201: '27112700',
  A0202: '27112700',
  A03: '31160000', // Hardware (family)
  A0301: '31161600', // Bolts
  A0302: '31161700', // Nuts
  A0303: '31161800', // Washers
  B: '46180000', // Personal safety and protection (family)
  B01: '46181500', // Safety apparel
  B0101: '46181504', // Protective gloves
  B0102: '46181504',
  B02: '46181600', // Safety footwear
  B0201: '46181600',
  B03: '46180000',
  B0301: '46182000', // Respiratory protection
  B0302: '46181800', // Eye protection
  B0303: '46181900', // Hearing protectors
  C: '31170000', // Bearings and bushings and wheels and gears (family)
  C01: '31171500', // Bearings
  C0101: '31171500',
  C02: '26111800', // Drive components (belts)
  C0201: '26111800',
  D0101: '15121500', // Lubricating preparations
  D0102: '31201600', // Other adhesives and sealants
  D02: '47130000', // Cleaning and janitorial supplies (family)
  D0201: '47131500', // Cleaning rags and cloths and wipes
  D03: '39120000', // Electrical equipment and components and supplies (family)
  D0301: '39121700', // Electrical hardware and supplies (cable ties)
};

/** A category row with its UNSPSC code from the demo mapping (null when it has none). */
export const withUnspsc = <T extends { itm_clsf_cd: string }>(row: T) => ({
  ...row,
  unspsc_cd: DEMO_UNSPSC[row.itm_clsf_cd] ?? null,
});
