// Written by scripts/draw-crm-wordmarks.mjs: each wordmark's width at a height of 40.
export const WORDMARK_HEIGHT = 40;
export const WORDMARK_WIDTHS: Record<string, number> = {
  activecampaign: 235,
  attio: 94,
  hubspot: 142,
  insightly: 141,
  netsuite: 141,
  odoo: 102,
  pipedrive: 151,
  salesforce: 165,
  twenty: 127,
  zoho: 162,
};
