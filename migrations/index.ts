import { EnablePgcrypto1763884800000 } from './1763884800000-enable-pgcrypto';
import { CreateRedirects1763884900000 } from './1763884900000-create-redirects';
import { CreateAuth1763971200000 } from './1763971200000-create-auth';
import { CreateLeads1764057600000 } from './1764057600000-create-leads';
import { CreateErrorLog1764144000000 } from './1764144000000-create-error-log';
import { CreateAssessmentResponses1764230400000 } from './1764230400000-create-assessment-responses';
import { AssessmentReports1764316800000 } from './1764316800000-assessment-reports';
import { AuthHardening1764403200000 } from './1764403200000-auth-hardening';
import { Signing1764489600000 } from './1764489600000-signing';
import { Payments1764576000000 } from './1764576000000-payments';
import { Analytics1764662400000 } from './1764662400000-analytics';
import { AnalyticsRollups1764662500000 } from './1764662500000-analytics-rollups';
import { AdminListIndexes1764748800000 } from './1764748800000-admin-list-indexes';
import { LeadAudits1764835200000 } from './1764835200000-lead-audits';
import { BackOffice1764921600000 } from './1764921600000-back-office';
import { DropUnreadVisitorIndex1765008000000 } from './1765008000000-drop-unread-visitor-index';
import { AnalyticsIngestedBatches1765094400000 } from './1765094400000-analytics-ingested-batches';
import { AgreementRefunds1765180800000 } from './1765180800000-agreement-refunds';
import { FeesAndCountersignature1765267200000 } from './1765267200000-fees-and-countersignature';
import { ClientAccounts1765353600000 } from './1765353600000-client-accounts';
import { HandoverDocuments1765440000000 } from './1765440000000-handover-documents';
import { Training1765526400000 } from './1765526400000-training';
import { DocumentAttachments1765612800000 } from './1765612800000-document-attachments';
import { SignInProviders1765699200000 } from './1765699200000-sign-in-providers';
import { AnalyticsEventTimes1765785600000 } from './1765785600000-analytics-event-times';
import { AuthSessionChanges1765872000000 } from './1765872000000-auth-session-changes';

/** Every migration, in order. Listed explicitly so compiled and test runs load the same set. */
export const allMigrations = [
  EnablePgcrypto1763884800000,
  CreateRedirects1763884900000,
  CreateAuth1763971200000,
  CreateLeads1764057600000,
  CreateErrorLog1764144000000,
  CreateAssessmentResponses1764230400000,
  AssessmentReports1764316800000,
  AuthHardening1764403200000,
  Signing1764489600000,
  Payments1764576000000,
  Analytics1764662400000,
  AnalyticsRollups1764662500000,
  AdminListIndexes1764748800000,
  LeadAudits1764835200000,
  BackOffice1764921600000,
  DropUnreadVisitorIndex1765008000000,
  AnalyticsIngestedBatches1765094400000,
  AgreementRefunds1765180800000,
  FeesAndCountersignature1765267200000,
  ClientAccounts1765353600000,
  HandoverDocuments1765440000000,
  Training1765526400000,
  DocumentAttachments1765612800000,
  SignInProviders1765699200000,
  AnalyticsEventTimes1765785600000,
  AuthSessionChanges1765872000000,
];
