import {
  BarChart3,
  ClipboardCheck,
  ClipboardList,
  FileSignature,
  FileText,
  FolderOpen,
  Gauge,
  GraduationCap,
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
import { routes } from '@shared/routes';

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
      {
        href: routes.admin.home(),
        label: 'Dashboard',
        icon: LayoutDashboard,
        summary: 'What needs attention today.',
      },
    ],
  },
  {
    label: 'Leads',
    items: [
      {
        href: routes.leads.contacts(),
        label: 'Contact submissions',
        icon: Inbox,
        summary: 'Messages sent through the contact forms, with their UTM source.',
      },
      {
        href: routes.leads.applications(),
        label: 'Jumpstart applications',
        icon: Rocket,
        summary: 'Applications to the Jumpstart programme, with status and notes.',
      },
      {
        href: routes.leads.subscribers(),
        label: 'Newsletter subscribers',
        icon: Newspaper,
        summary: 'Confirmed and pending subscribers, with CSV export.',
      },
      {
        href: routes.tools.list(),
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
        href: routes.assessment.funnel(),
        label: 'Assessments',
        icon: ClipboardList,
        summary: 'Completion funnel: drop-off per step and time to complete.',
      },
      {
        href: routes.assessment.responses(),
        label: 'Responses',
        icon: MessageSquare,
        summary: 'Every response with its answers, scores and report; CSV export.',
      },
      {
        href: routes.assessment.crmStats(),
        label: 'CRM stats',
        icon: PieChart,
        summary: 'How scores are distributed for each CRM respondents use.',
      },
      {
        href: routes.assessment.trends(),
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
        href: routes.signing.list(),
        label: 'Agreements',
        icon: FileSignature,
        summary: 'Agreements to prepare, send, and track through signature and payment.',
      },
      {
        href: routes.signing.templatesPage(),
        label: 'Templates',
        icon: FileText,
        summary: 'Agreement templates and their versions.',
      },
      {
        href: routes.documents.list(),
        label: 'Client documents',
        icon: FolderOpen,
        summary: 'Hand-over documents published to clients, with their versions.',
      },
      {
        href: routes.training.adminCourses(),
        label: 'Training',
        icon: GraduationCap,
        summary: 'Courses, learners and their progress; access granted by hand.',
      },
    ],
  },
  {
    label: 'Analytics',
    items: [
      {
        href: routes.analytics.dashboard(),
        label: 'Analytics dashboard',
        icon: BarChart3,
        summary: 'Page views, visitors and conversions from first-party analytics.',
      },
      {
        href: routes.analytics.unified(),
        label: 'Unified analytics',
        icon: LineChart,
        summary: 'Site, assessment and lead numbers side by side.',
      },
      {
        href: routes.analytics.utm(),
        label: 'UTM analytics',
        icon: Target,
        summary: 'Visits and conversions by UTM source, medium and campaign.',
      },
      {
        href: routes.analytics.attribution(),
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
        href: routes.errorLog.list(),
        label: 'Error logs',
        icon: TriangleAlert,
        summary: 'Errors reported by browsers and the server, grouped and searchable.',
      },
      {
        href: routes.mail.outbox(),
        label: 'Email',
        icon: Mail,
        summary: 'The mail outbox and a form to send a test email.',
      },
      {
        href: routes.admin.signInActivity(),
        label: 'Sign-in activity',
        icon: History,
        summary: 'Sign-ins, failures and account changes.',
      },
      {
        href: routes.admin.auditTrail(),
        label: 'Audit trail',
        icon: ScrollText,
        summary: 'Every admin change and export: who, when, what, before and after.',
      },
      {
        href: routes.admin.teamPage(),
        label: 'Team',
        icon: Users,
        summary: 'Admins, invitations, two-step verification and revocation.',
      },
      {
        href: routes.admin.dataRights(),
        label: 'Data rights',
        icon: UserSearch,
        summary: 'Find, export or erase everything stored about an email address.',
      },
      {
        href: routes.admin.settingsPage(),
        label: 'Settings',
        icon: Settings,
        summary: 'Redirects, booking link and other site settings.',
      },
    ],
  },
];

export const ADMIN_NAV_ITEMS = ADMIN_NAV.flatMap((group) => group.items);
