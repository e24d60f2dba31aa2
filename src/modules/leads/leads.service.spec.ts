import { InvalidFields } from '@common/errors/invalid-fields';
import { AppConfig } from '@config/app-config';
import { AuthService } from '@modules/auth';
import { MailService, type OutgoingEmail } from '@modules/mail';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { ContactDto } from './dto/contact.dto';
import { JumpstartDto } from './dto/jumpstart.dto';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { FormTokens } from './form-tokens';
import { LeadsService } from './leads.service';

const CONTACT = Object.assign(new ContactDto(), {
  name: 'Ravi Patel',
  email: 'ravi@example.com',
  company: 'Contoso',
  crm: 'salesforce',
  topic: 'reporting',
  message: 'Our pipeline report disagrees with finance every month.',
  consent: true,
});

async function leadsWith(spamReason: string | null) {
  const sent: OutgoingEmail[] = [];
  const tokens = recorder<FormTokens>({ spamReason });
  const auth = recorder<AuthService>({ notificationRecipients: ['team@example.com', 'lead@example.com'] });
  const harness = await serviceUnderTest(LeadsService, {
    entities: [ContactSubmission, JumpstartApplication],
    fakes: [
      [FormTokens, tokens.fake],
      [AuthService, auth.fake],
      [AppConfig, { appUrl: 'https://crm.example' }],
      [
        MailService,
        {
          inTransaction: (
            work: (manager: unknown, send: (email: OutgoingEmail) => Promise<void>) => unknown,
          ) => work(harnessStore().manager, (email) => Promise.resolve(void sent.push(email))),
        },
      ],
    ],
  });
  const harnessStore = () => harness.store;
  return { ...harness, sent };
}

describe('LeadsService (contact messages and Jumpstart applications)', () => {
  it('stores every answer of the contact form, thanks the sender and tells each recipient', async () => {
    const { service, store, sent } = await leadsWith(null);
    await service.submitContact(CONTACT, { defaultPath: '/contact', userAgent: 'Firefox' });
    const [stored] = store.rows(ContactSubmission);
    expect(stored).toMatchObject({
      name: 'Ravi Patel',
      email: 'ravi@example.com',
      company: 'Contoso',
      phone: null,
      crm: 'salesforce',
      topic: 'reporting',
      message: CONTACT.message,
      spamReason: null,
      sourcePath: '/contact',
    });
    expect(sent.map((email) => email.to)).toEqual([
      'ravi@example.com',
      'team@example.com',
      'lead@example.com',
    ]);
    // The team's email lists the answers by their labels, a choice by its label.
    expect(sent[1].text).toContain('Reports and dashboards');
    expect(sent[1].text).toContain('Salesforce');
    // The sender's acknowledgement repeats nothing they typed (the address is not confirmed).
    expect(sent[0].text).not.toContain(CONTACT.message);
  });

  it('keeps what the spam checks caught, and emails nobody about it', async () => {
    const { service, store, sent } = await leadsWith('filled in 0.4 s');
    await service.submitContact(CONTACT, { defaultPath: '/contact', userAgent: null });
    expect(store.rows(ContactSubmission)[0].spamReason).toBe('filled in 0.4 s');
    expect(sent).toEqual([]);
  });

  it('stores an application once per goal and in the fields its entity names', async () => {
    const { service, store } = await leadsWith(null);
    await service.submitJumpstart(
      Object.assign(new JumpstartDto(), {
        ...CONTACT,
        company: 'Fabrikam',
        companySize: '51-200',
        seats: 25,
        goals: ['pipeline', 'pipeline', 'reporting'],
        success: 'A forecast the board believes, every month.',
        timeline: 'asap',
        budgetRange: '10k-25k',
        role: 'Head of Sales',
      }),
      { defaultPath: '/jumpstart', userAgent: null },
    );
    expect(store.rows(JumpstartApplication)[0]).toMatchObject({
      companySize: '51-200',
      budgetRange: '10k-25k',
      goals: ['pipeline', 'reporting'],
      website: null,
    });
  });

  it('refuses a review status that is not one of the table’s', async () => {
    const { service, store } = await leadsWith(null);
    const [lead] = store.seed(ContactSubmission, { status: 'new', notes: '' });
    await expect(
      service.contacts.review(lead, { status: 'accepted' }, 'admin@example.com'),
    ).rejects.toBeInstanceOf(InvalidFields);
    const saved = await service.contacts.review(
      lead,
      { status: 'replied', notes: 'Called' },
      'admin@example.com',
    );
    expect(saved).toMatchObject({ status: 'replied', notes: 'Called', statusChangedBy: 'admin@example.com' });
  });
});
