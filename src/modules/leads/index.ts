/**
 * What other modules may use of leads: its module, the name rules every form asking for a name
 * shares, and the lead-form fields, spam checks and newsletter opt-in behind a tool's result email.
 */
export { LeadsModule } from './leads.module';
export { LeadFormDto } from './dto/lead-form.dto';
export { ResultEmails } from './result-emails';
export { withFormTime } from './form-tokens';
export { COMPANY_RULES, NAME_RULES } from './dto/lead-form.dto';
export { LeadsPersonalData } from './leads-personal-data';
export { LeadsDashboard } from './leads-dashboard';
