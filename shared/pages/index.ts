import type * as Admin from './admin';
import type * as Analytics from './analytics';
import type * as Assessment from './assessment';
import type * as Auth from './auth';
import type * as Content from './content';
import type * as ErrorLog from './error-log';
import type * as Leads from './leads';
import type * as Mail from './mail';
import type * as Signing from './signing';
import type * as Tools from './tools';

/**
 * Every page the server can render, with its props: the one contract between the NestJS modules
 * (`InertiaContext.render()` is generic over it) and the React pages (which import their props
 * from here). A page name is its file under frontend/pages: 'auth/login' = frontend/pages/auth/login.tsx.
 */
export interface PageRegistry {
  error: { status: number; message?: string };
  'auth/account-security': Auth.AccountSecurityProps;
  'auth/login': Auth.LoginProps;
  'auth/confirm': Auth.ConfirmProps;
  'auth/forgot-password': { sent: boolean };
  'auth/reset-password': { email: string | null };
  'auth/verify-link': Auth.VerifyLinkProps;
  'auth/cancel-email-change': Auth.CancelEmailChangeProps;
  'admin/dashboard': Admin.DashboardProps;
  'admin/settings': Admin.SettingsProps;
  'admin/team': Admin.TeamProps;
  'admin/audit': Admin.AdminAuditProps;
  'admin/audit-event': Admin.AdminAuditEventProps;
  'admin/data-rights': Admin.DataRightsProps;
  'admin/sign-in-activity': Admin.SignInActivityProps;
  'admin/sign-in-event': Admin.SignInEventProps;
  'assessment/funnel': Assessment.AssessmentFunnelProps;
  'assessment/crm-stats': { crms: Assessment.CrmStatsRow[] };
  'assessment/responses': Assessment.ResponsesProps;
  'assessment/response': Assessment.ResponseProps;
  'assessment/trends': Assessment.TrendsProps;
  'leads/contact-submissions': Leads.LeadListProps<Leads.ContactRow>;
  'leads/contact-submission': Leads.ContactSubmissionProps;
  'leads/jumpstart-applications': Leads.LeadListProps<Leads.ApplicationRow>;
  'leads/jumpstart-application': Leads.JumpstartApplicationProps;
  'leads/newsletter-subscribers': Leads.NewsletterSubscribersProps;
  'leads/newsletter-subscriber': Leads.NewsletterSubscriberProps;
  'error-log/groups': ErrorLog.ErrorLogsProps;
  'error-log/group': ErrorLog.ErrorLogProps;
  'mail/outbox': Mail.TestEmailProps;
  'mail/message': Mail.MailMessageProps;
  'tools/sales-stage-generator': Tools.SalesStageGeneratorProps;
  'tools/advanced-sales-stage-generator': Tools.AdvancedSalesStageGeneratorProps;
  'tools/inbound-lead-audit': Record<string, never>;
  'tools/lead-audit-results': Tools.LeadAuditResultsProps;
  'tools/lead-audits': Tools.LeadAuditsProps;
  'tools/lead-audit': Tools.LeadAuditProps;
  'assessment/intro': Assessment.AssessmentIntroProps;
  'assessment/step': Assessment.AssessmentStepProps;
  'assessment/show-score': Assessment.ShowScoreProps;
  'assessment/report': Assessment.ReportProps;
  'assessment/simple-view': Assessment.SimpleViewProps;
  'assessment/resume': Assessment.ResumeAssessmentProps;
  'assessment/leaderboard': Assessment.LeaderboardProps;
  'assessment/demo-score-calculation': { version: number };
  'assessment/system-adoption-score-calculator': { version: number };
  'content/home': Content.HomeProps;
  'content/page': Content.MarketingPageProps;
  'content/crm-category': Content.CrmCategoryProps;
  'content/crm-chooser': Content.CrmChooserProps;
  'content/crm': Content.CrmPageProps;
  'content/compare-picker': Content.ComparePickerProps;
  'content/compare': Content.CompareProps;
  'content/help-article': Content.HelpArticleProps;
  'content/help-index': Content.HelpIndexProps;
  'content/migration': Content.MigrationGuideProps;
  'leads/newsletter-confirm': Leads.NewsletterConfirmProps;
  'leads/newsletter-unsubscribe': Leads.NewsletterUnsubscribeProps;
  'signing/start': Record<string, never>;
  'signing/password': Signing.SignPasswordProps;
  'signing/cover': Signing.SignCoverProps;
  'signing/document': Signing.SignDocumentProps;
  'signing/thank-you': Record<string, never>;
  'signing/verify': Signing.SignVerifyProps;
  'signing/agreements': Signing.AgreementsProps;
  'signing/agreement': Signing.AdminAgreementProps;
  'signing/create': Signing.CreateAgreementProps;
  'signing/templates': Signing.TemplatesProps;
  'signing/template': Signing.TemplateEditProps;
  'payments/payment': Signing.PaymentProps;
  'payments/success': Signing.PaymentSuccessProps;
  'analytics/dashboard': Analytics.AnalyticsDashboardProps;
  'analytics/utm': Analytics.UtmAnalyticsProps;
  'analytics/attribution': Analytics.AttributionDashboardProps;
  'analytics/unified': Analytics.UnifiedAnalyticsProps;
}

export type PageName = keyof PageRegistry;
export type PageProps<Name extends PageName> = PageRegistry[Name];

/** The SPEC's layouts, plus "wide" (default chrome, full-width sections); "none" is the browser crash screen's. */
export type LayoutName =
  'default' | 'wide' | 'landing' | 'auth' | 'sign-in' | 'sign' | 'admin' | 'assessment' | 'none';

/**
 * Every page at run time with its layout: a page's folder is the module that renders it, not its
 * layout (the leads admin list is 'leads/contact-submissions' in the admin layout). A page may still
 * choose another layout itself (`Page.layout`). Record<PageName, …>: a registry entry without a
 * layout here fails the type check.
 */
export const PAGES = {
  error: 'default',
  'auth/account-security': 'default',
  'auth/login': 'auth',
  'auth/confirm': 'auth',
  'auth/forgot-password': 'auth',
  'auth/reset-password': 'auth',
  'auth/verify-link': 'auth',
  'auth/cancel-email-change': 'auth',
  'admin/dashboard': 'admin',
  'admin/settings': 'admin',
  'admin/team': 'admin',
  'admin/audit': 'admin',
  'admin/audit-event': 'admin',
  'admin/data-rights': 'admin',
  'admin/sign-in-activity': 'admin',
  'admin/sign-in-event': 'admin',
  'assessment/funnel': 'admin',
  'assessment/crm-stats': 'admin',
  'assessment/responses': 'admin',
  'assessment/response': 'admin',
  'assessment/trends': 'admin',
  'leads/contact-submissions': 'admin',
  'leads/contact-submission': 'admin',
  'leads/jumpstart-applications': 'admin',
  'leads/jumpstart-application': 'admin',
  'leads/newsletter-subscribers': 'admin',
  'leads/newsletter-subscriber': 'admin',
  'error-log/groups': 'admin',
  'error-log/group': 'admin',
  'mail/outbox': 'admin',
  'mail/message': 'admin',
  'tools/sales-stage-generator': 'landing',
  'tools/advanced-sales-stage-generator': 'landing',
  'tools/inbound-lead-audit': 'default',
  'tools/lead-audit-results': 'default',
  'tools/lead-audits': 'admin',
  'tools/lead-audit': 'admin',
  // Taking the assessment is focused (its own header); its results are pages of the site.
  'assessment/intro': 'assessment',
  'assessment/step': 'assessment',
  'assessment/show-score': 'default',
  'assessment/report': 'default',
  'assessment/simple-view': 'default',
  'assessment/resume': 'assessment',
  'assessment/leaderboard': 'default',
  'assessment/demo-score-calculation': 'default',
  'assessment/system-adoption-score-calculator': 'default',
  'content/home': 'default',
  'content/page': 'default',
  'content/crm-category': 'default',
  'content/crm-chooser': 'default',
  'content/crm': 'default',
  'content/compare-picker': 'default',
  'content/compare': 'default',
  'content/help-article': 'default',
  'content/help-index': 'default',
  'content/migration': 'default',
  'leads/newsletter-confirm': 'default',
  'leads/newsletter-unsubscribe': 'default',
  'signing/start': 'sign',
  'signing/password': 'sign-in',
  'signing/cover': 'sign',
  'signing/document': 'sign',
  'signing/thank-you': 'sign',
  'signing/verify': 'sign',
  'signing/agreements': 'admin',
  'signing/agreement': 'admin',
  'signing/create': 'admin',
  'signing/templates': 'admin',
  'signing/template': 'admin',
  'payments/payment': 'sign',
  'payments/success': 'sign',
  'analytics/dashboard': 'admin',
  'analytics/utm': 'admin',
  'analytics/attribution': 'admin',
  'analytics/unified': 'admin',
} satisfies Record<PageName, LayoutName>;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export type * from './admin';
export type * from './analytics';
export type * from './assessment';
export type * from './auth';
export type * from './content';
export type * from './content-types';
export type * from './error-log';
export type * from './leads';
export type * from './mail';
export type * from './signing';
