/** The outbox page's test email (src/modules/mail/dto/test-email.dto.ts). */
export interface TestEmailForm {
  to: string;
}
