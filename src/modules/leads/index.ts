/** What other modules may use of leads: its module and the name rules every form asking for a name shares. */
export { LeadsModule } from './leads.module';
export { COMPANY_RULES, NAME_RULES } from './dto/lead-form.dto';
