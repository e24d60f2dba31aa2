/** The public site's navigation: one list feeds the header menus, the mobile menu and the footer. */
export interface NavLink {
  href: string;
  label: string;
  description?: string;
}

export interface NavMenu {
  id: string;
  label: string;
  links: NavLink[];
  footerOnly?: boolean;
}

export const NAV_MENUS: NavMenu[] = [
  {
    id: 'services',
    label: 'Services',
    links: [
      {
        href: '/services',
        label: 'All services',
        description: 'Selection, implementation, migration and RevOps',
      },
      {
        href: '/services/implementation',
        label: 'Implementation',
        description: 'A CRM set up once, properly, and documented',
      },
      {
        href: '/services/revops',
        label: 'RevOps consulting',
        description: 'Stages, routing and the reports leaders read',
      },
      { href: '/services/workshops', label: 'Workshops', description: 'Hands-on sessions for your team' },
      { href: '/fast-track', label: 'Fast Track', description: 'A fixed-scope implementation sprint' },
      { href: '/jumpstart', label: 'Jumpstart', description: 'An intensive for teams starting out' },
      {
        href: '/crm-mastery-program',
        label: 'CRM Mastery Program',
        description: 'Training sessions for reps, managers and admins',
      },
      { href: '/pricing', label: 'Pricing', description: 'How we price projects' },
    ],
  },
  {
    id: 'crms',
    label: 'CRMs',
    links: [
      { href: '/crm', label: 'Find the right CRM', description: 'Filter by team size, budget and need' },
      { href: '/hubspot', label: 'HubSpot' },
      { href: '/salesforce', label: 'Salesforce' },
      { href: '/pipedrive', label: 'Pipedrive' },
      { href: '/zoho', label: 'Zoho CRM' },
      { href: '/activecampaign', label: 'ActiveCampaign' },
      { href: '/attio', label: 'Attio' },
      { href: '/twenty', label: 'Twenty' },
      { href: '/insightly', label: 'Insightly' },
      { href: '/netsuite', label: 'NetSuite' },
      { href: '/odoo', label: 'Odoo' },
    ],
  },
  {
    id: 'compare',
    label: 'Compare',
    links: [
      { href: '/crm-compare', label: 'Compare any CRMs', description: 'Pick two or three, side by side' },
      { href: '/crm-compare/hubspot-vs-pipedrive', label: 'HubSpot vs Pipedrive' },
      { href: '/crm-compare/hubspot-vs-salesforce', label: 'HubSpot vs Salesforce' },
      { href: '/crm-compare/pipedrive-vs-zoho', label: 'Pipedrive vs Zoho CRM' },
      { href: '/crm/simple', label: 'Simple CRMs' },
      { href: '/crm/marketing', label: 'Marketing-led CRMs' },
      { href: '/crm/erp', label: 'CRMs inside an ERP' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      {
        href: '/help',
        label: 'Help centre',
        description: 'Guides on pipelines, data, routing and reporting',
      },
      { href: '/toolkit', label: 'CRM toolkit', description: 'Templates and checklists' },
      { href: '/sales-stage-generator', label: 'Sales-stage generator' },
      { href: '/advanced-sales-stage-generator', label: 'Advanced pipeline designer' },
      { href: '/inbound-lead-audit', label: 'Inbound lead audit' },
      {
        href: '/leaderboard',
        label: 'CRM leaderboard',
        description: 'How healthy each CRM is in practice, from our assessments',
      },
      { href: '/zoho-to-hubspot', label: 'Zoho to HubSpot migration' },
      { href: '/salesforce-to-hubspot', label: 'Salesforce to HubSpot migration' },
      { href: '/hubspot-to-pipedrive', label: 'HubSpot to Pipedrive migration' },
    ],
  },
  {
    id: 'migrations',
    label: 'Migrations',
    footerOnly: true,
    links: [
      { href: '/zoho-to-hubspot', label: 'Zoho to HubSpot' },
      { href: '/zoho-to-pipedrive', label: 'Zoho to Pipedrive' },
      { href: '/hubspot-to-pipedrive', label: 'HubSpot to Pipedrive' },
      { href: '/pipedrive-to-hubspot', label: 'Pipedrive to HubSpot' },
      { href: '/salesforce-to-hubspot', label: 'Salesforce to HubSpot' },
      { href: '/salesforce-to-pipedrive', label: 'Salesforce to Pipedrive' },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    footerOnly: true,
    links: [
      { href: '/about', label: 'About us' },
      { href: '/contact', label: 'Contact' },
      { href: '/crm-health-check', label: 'CRM health check' },
      { href: '/privacy', label: 'Privacy notice' },
    ],
  },
];

export const ASSESSMENT_CTA: NavLink = { href: '/crm-health-check', label: 'CRM health check' };

/**
 * The footer's columns: every menu, each link once. A link a footer-only column lists (the migration
 * guides) is left out of the header menu that also offers it.
 */
export const FOOTER_COLUMNS: NavMenu[] = (() => {
  const footerOnly = new Set(
    NAV_MENUS.filter((menu) => menu.footerOnly).flatMap((menu) => menu.links.map((link) => link.href)),
  );
  return NAV_MENUS.map((menu) =>
    menu.footerOnly ? menu : { ...menu, links: menu.links.filter((link) => !footerOnly.has(link.href)) },
  );
})();
