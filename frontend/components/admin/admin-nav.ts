import {
  ClipboardCheck,
  BarChart3,
  ClipboardList,
  FileSignature,
  FileText,
  Gauge,
  History,
  Inbox,
  LayoutDashboard,
  LineChart,
  Mail,
  MessageSquare,
  Newspaper,
  PieChart,
  Rocket,
  ScrollText,
  Settings,
  Target,
  TrendingUp,
  TriangleAlert,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** What the page is for (the command palette shows it). */
  summary: string;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/** Every back-office page of SPEC "Admin", grouped as an admin thinks about them. */
export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'Overview',
    items: [
      { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, summary: 'What needs attention today.' },
    ],
  },
  {
    label: 'Leads',
    items: [
      {
        href: '/admin/contact-submissions',
        label: 'Contact submissions',
        icon: Inbox,
        summary: 'Messages sent through the contact forms, with their UTM source.',
      },
      {
        href: '/admin/jumpstart-applications',
        label: 'Jumpstart applications',
        icon: Rocket,
        summary: 'Applications to the Jumpstart programme, with status and notes.',
      },
      {
        href: '/admin/newsletter-subscribers',
        label: 'Newsletter subscribers',
        icon: Newspaper,
        summary: 'Confirmed and pending subscribers, with CSV export.',
      },
      {
        href: '/admin/lead-audits',
        label: 'Lead audits',
        icon: ClipboardCheck,
        summary: 'Inbound lead audits taken on the site: scores, grades, report requests.',
      },
    ],
  },
  {
    label: 'Assessment',
    items: [
      {
        href: '/admin/assessments',
        label: 'Assessments',
        icon: ClipboardList,
        summary: 'Completion funnel: drop-off per step and time to complete.',
      },
      {
        href: '/admin/responses',
        label: 'Responses',
        icon: MessageSquare,
        summary: 'Every response with its answers, scores and report; CSV export.',
      },
      {
        href: '/admin/crm-stats',
        label: 'CRM stats',
        icon: PieChart,
        summary: 'How scores are distributed for each CRM respondents use.',
      },
      {
        href: '/admin/trends',
        label: 'Trends',
        icon: TrendingUp,
        summary: 'Assessments started and completed, and their scores, by week or month.',
      },
    ],
  },
  {
    label: 'Signing',
    items: [
      {
        href: '/sign/admin',
        label: 'Agreements',
        icon: FileSignature,
        summary: 'Agreements to prepare, send, and track through signature and payment.',
      },
      {
        href: '/sign/admin/templates',
        label: 'Templates',
        icon: FileText,
        summary: 'Agreement templates and their versions.',
      },
    ],
  },
  {
    label: 'Analytics',
    items: [
      {
        href: '/admin/analytics-dashboard',
        label: 'Analytics dashboard',
        icon: BarChart3,
        summary: 'Page views, visitors and conversions from first-party analytics.',
      },
      {
        href: '/admin/unified-analytics',
        label: 'Unified analytics',
        icon: LineChart,
        summary: 'Site, assessment and lead numbers side by side.',
      },
      {
        href: '/admin/utm-analytics',
        label: 'UTM analytics',
        icon: Target,
        summary: 'Visits and conversions by UTM source, medium and campaign.',
      },
      {
        href: '/admin/attribution-dashboard',
        label: 'Attribution',
        icon: Gauge,
        summary: 'Which channels lead to assessments, leads and signed agreements.',
      },
    ],
  },
  {
    label: 'System',
    items: [
      {
        href: '/admin/error-logs',
        label: 'Error logs',
        icon: TriangleAlert,
        summary: 'Errors reported by browsers and the server, grouped and searchable.',
      },
      {
        href: '/admin/test-email',
        label: 'Email',
        icon: Mail,
        summary: 'The mail outbox and a form to send a test email.',
      },
      {
        href: '/admin/sign-in-activity',
        label: 'Sign-in activity',
        icon: History,
        summary: 'Sign-ins, failures and account changes.',
      },
      {
        href: '/admin/audit',
        label: 'Audit trail',
        icon: ScrollText,
        summary: 'Every admin change and export: who, when, what, before and after.',
      },
      {
        href: '/admin/team',
        label: 'Team',
        icon: Users,
        summary: 'Admins, invitations, two-step verification and revocation.',
      },
      {
        href: '/admin/data-rights',
        label: 'Data rights',
        icon: UserSearch,
        summary: 'Find, export or erase everything stored about an email address.',
      },
      {
        href: '/admin/settings',
        label: 'Settings',
        icon: Settings,
        summary: 'Redirects, booking link and other site settings.',
      },
    ],
  },
];

export const ADMIN_NAV_ITEMS = ADMIN_NAV.flatMap((group) => group.items);
