/** What other modules may use of mail: the outbox and the one email layout every template renders with. */
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
export type { OutgoingEmail } from './mail.service';
export { actionEmail, clientAreaNote, escapeHtml, firstName, renderEmail } from './templates/email-layout';
export type { EmailBlock, EmailContent, RenderedEmail } from './templates/email-layout';
export type { MailAttachment } from './mail-message.entity';
export { MailPersonalData } from './mail-personal-data';
export { MailDashboard } from './mail-dashboard';
