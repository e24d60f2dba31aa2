import { routes } from '@shared/routes';
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
        href: routes.pages.services(),
        label: 'All services',
        description: 'Selection, implementation, migration and RevOps',
      },
      {
        href: routes.pages.servicesImplementation(),
        label: 'Implementation',
        description: 'A CRM set up once, properly, and documented',
      },
      {
        href: routes.pages.servicesRevops(),
        label: 'RevOps consulting',
        description: 'Stages, routing and the reports leaders read',
      },
      {
        href: routes.pages.servicesWorkshops(),
        label: 'Workshops',
        description: 'Hands-on sessions for your team',
      },
      {
        href: routes.pages.fastTrack(),
        label: 'Fast Track',
        description: 'A fixed-scope implementation sprint',
      },
      {
        href: routes.pages.jumpstart(),
        label: 'Jumpstart',
        description: 'An intensive for teams starting out',
      },
      {
        href: routes.pages.crmMasteryProgram(),
        label: 'CRM Mastery Program',
        description: 'Training sessions for reps, managers and admins',
      },
      { href: routes.pages.pricing(), label: 'Pricing', description: 'How we price projects' },
    ],
  },
  {
    id: 'crms',
    label: 'CRMs',
    links: [
      {
        href: routes.content.crmChooser(),
        label: 'Find the right CRM',
        description: 'Filter by team size, budget and need',
      },
      { href: routes.pages.hubspot(), label: 'HubSpot' },
      { href: routes.pages.salesforce(), label: 'Salesforce' },
      { href: routes.pages.pipedrive(), label: 'Pipedrive' },
      { href: routes.pages.zoho(), label: 'Zoho CRM' },
      { href: routes.pages.activecampaign(), label: 'ActiveCampaign' },
      { href: routes.pages.attio(), label: 'Attio' },
      { href: routes.pages.twenty(), label: 'Twenty' },
      { href: routes.pages.insightly(), label: 'Insightly' },
      { href: routes.pages.netsuite(), label: 'NetSuite' },
      { href: routes.pages.odoo(), label: 'Odoo' },
    ],
  },
  {
    id: 'compare',
    label: 'Compare',
    links: [
      {
        href: routes.content.comparePicker(),
        label: 'Compare any CRMs',
        description: 'Pick two or three, side by side',
      },
      { href: routes.content.compare('hubspot-vs-pipedrive'), label: 'HubSpot vs Pipedrive' },
      { href: routes.content.compare('hubspot-vs-salesforce'), label: 'HubSpot vs Salesforce' },
      { href: routes.content.compare('pipedrive-vs-zoho'), label: 'Pipedrive vs Zoho CRM' },
      { href: routes.content.crmCategory('simple'), label: 'Simple CRMs' },
      { href: routes.content.crmCategory('marketing'), label: 'Marketing-led CRMs' },
      { href: routes.content.crmCategory('erp'), label: 'CRMs inside an ERP' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      {
        href: routes.content.helpIndex(),
        label: 'Help centre',
        description: 'Guides on pipelines, data, routing and reporting',
      },
      {
        href: routes.content.docsIndex(),
        label: 'Documentation',
        description: 'Playbooks, import checklists and templates',
      },
      {
        href: routes.training.trainingIndex(),
        label: 'Training',
        description: 'Self-paced CRM courses with quizzes and certificates',
      },
      { href: routes.pages.toolkit(), label: 'CRM toolkit', description: 'Templates and checklists' },
      { href: routes.tools.salesStageGenerator(), label: 'Sales-stage generator' },
      { href: routes.tools.advancedGenerator(), label: 'Advanced pipeline designer' },
      { href: routes.tools.page(), label: 'Inbound lead audit' },
      {
        href: routes.assessment.leaderboard(),
        label: 'CRM leaderboard',
        description: 'How healthy each CRM is in practice, from our assessments',
      },
      { href: routes.pages.zohoToHubspot(), label: 'Zoho to HubSpot migration' },
      { href: routes.pages.salesforceToHubspot(), label: 'Salesforce to HubSpot migration' },
      { href: routes.pages.hubspotToPipedrive(), label: 'HubSpot to Pipedrive migration' },
    ],
  },
  {
    id: 'migrations',
    label: 'Migrations',
    footerOnly: true,
    links: [
      { href: routes.pages.zohoToHubspot(), label: 'Zoho to HubSpot' },
      { href: routes.pages.zohoToPipedrive(), label: 'Zoho to Pipedrive' },
      { href: routes.pages.hubspotToPipedrive(), label: 'HubSpot to Pipedrive' },
      { href: routes.pages.pipedriveToHubspot(), label: 'Pipedrive to HubSpot' },
      { href: routes.pages.salesforceToHubspot(), label: 'Salesforce to HubSpot' },
      { href: routes.pages.salesforceToPipedrive(), label: 'Salesforce to Pipedrive' },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    footerOnly: true,
    links: [
      { href: routes.pages.about(), label: 'About us' },
      { href: routes.pages.contact(), label: 'Contact' },
      { href: routes.pages.crmHealthCheck(), label: 'CRM health check' },
      { href: routes.pages.privacy(), label: 'Privacy notice' },
      { href: routes.auth.clientSignInPage(), label: 'Client sign-in' },
    ],
  },
];

export const ASSESSMENT_CTA: NavLink = { href: routes.pages.crmHealthCheck(), label: 'CRM health check' };

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
