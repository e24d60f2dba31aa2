import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AccountChanges } from './account-changes.service';
import { AuthAuditLog } from './auth-audit-log';
import type { AuthContext } from './auth-types';
import { EmailLinks } from './email-links.service';
import { AuthFactor } from './entities/auth-factor.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthOneTimeToken } from './entities/auth-one-time-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';

const META = { ip: '203.0.113.5', userAgent: 'Firefox' };

async function accountHarness(session: {
  aal: 'aal1' | 'aal2';
  nextLevel: 'aal1' | 'aal2';
  amr?: unknown[];
}) {
  const mail = recorder<MailService>();
  const links = recorder<EmailLinks>({
    createEmailLink: (_user: unknown, type: string) => `https://crm.example/auth/verify?type=${type}`,
    createToken: 'cancel-token',
  });
  const audit = recorder<AuthAuditLog>();
  const harness = await serviceUnderTest(AccountChanges, {
    entities: [AuthUser, AuthSession, AuthOneTimeToken, AuthIdentity, AuthFactor],
    fakes: [
      [EmailLinks, links.fake],
      [MailService, mail.fake],
      [AuthAuditLog, audit.fake],
      [AppConfig, { appUrl: 'https://crm.example' }],
    ],
  });
  const [user] = harness.store.seed(AuthUser, {
    email: 'dana@example.com',
    role: 'client',
    pendingEmail: null,
  } as Partial<AuthUser>);
  harness.store.seed(AuthUser, { email: 'taken@example.com', role: 'client' } as Partial<AuthUser>);
  const [current] = harness.store.seed(AuthSession, {
    userId: user.id,
    aal: session.aal,
    amr: session.amr ?? [],
  } as Partial<AuthSession>);
  const auth = { user, session: current, nextLevel: session.nextLevel } as AuthContext;
  return { ...harness, auth, user, mail, links, audit };
}

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error as { code: string },
  );

describe('AccountChanges (a person changing their own password and address)', () => {
  it('starts an email change with a link to each address and nothing changed until both are used', async () => {
    const { service, store, auth, user, mail, links } = await accountHarness({
      aal: 'aal1',
      nextLevel: 'aal1',
    });
    await service.updateUser(auth, { email: ' New@Example.com ' }, META);
    expect(store.rows(AuthUser).find((row) => row.id === user.id)).toMatchObject({
      email: 'dana@example.com',
      pendingEmail: 'new@example.com',
    });
    expect(links.callsOf('createEmailLink').map((call) => call.args[1])).toEqual([
      'email_change',
      'email_change_current',
    ]);
    expect(mail.callsOf('send').map((call) => (call.args[0] as { to: string }).to)).toEqual([
      'new@example.com',
      'dana@example.com',
    ]);
  });

  it('refuses an address another account uses, or one that is not an address, and changes nothing', async () => {
    for (const [email, code] of [
      ['taken@example.com', 'email_exists'],
      ['not an address', 'validation_failed'],
    ]) {
      const { service, store, auth, mail } = await accountHarness({ aal: 'aal1', nextLevel: 'aal1' });
      const error = await failure(service.updateUser(auth, { email }, META));
      expect(error?.code).toBe(code);
      expect(
        store.rows(AuthUser).every((row) => row.pendingEmail === null || row.pendingEmail === undefined),
      ).toBe(true);
      expect(mail.calls).toEqual([]);
    }
  });

  it('needs the authenticator’s step-up for an account that has one', async () => {
    const { service, auth, mail } = await accountHarness({ aal: 'aal1', nextLevel: 'aal2' });
    expect((await failure(service.updateUser(auth, { email: 'new@example.com' }, META)))?.code).toBe(
      'insufficient_aal',
    );
    expect(
      (await failure(service.updateUser(auth, { password: 'a much longer passphrase' }, META)))?.code,
    ).toBe('insufficient_aal');
    expect(mail.calls).toEqual([]);
  });

  it('refuses a weak password before anything else, and asks for the emailed code without a recent link', async () => {
    const { service, auth } = await accountHarness({ aal: 'aal1', nextLevel: 'aal1' });
    expect((await failure(service.updateUser(auth, { password: 'short' }, META)))?.code).toBe(
      'weak_password',
    );
    expect(
      (await failure(service.updateUser(auth, { password: 'a much longer passphrase' }, META)))?.code,
    ).toBe('reauthentication_needed');
  });
});
