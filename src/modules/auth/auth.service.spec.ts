import { SiteSettings } from '@modules/settings';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AuthAuditLog } from './auth-audit-log';
import { AuthService } from './auth.service';
import { EmailLinks } from './email-links.service';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthUser } from './entities/auth-user.entity';

async function accounts(recipients: string[]) {
  const links = recorder<EmailLinks>({ createEmailLink: 'https://crm.example/auth/verify?token=t' });
  const audit = recorder<AuthAuditLog>();
  const harness = await serviceUnderTest(AuthService, {
    entities: [AuthUser, AuthIdentity],
    fakes: [
      [EmailLinks, links.fake],
      [AuthAuditLog, audit.fake],
      [SiteSettings, { current: () => ({ notificationRecipients: recipients }) }],
    ],
  });
  harness.store.seed(
    AuthUser,
    { email: 'zoe@example.com', role: 'admin' } as Partial<AuthUser>,
    { email: 'client@example.com', role: 'client' } as Partial<AuthUser>,
    { email: 'ann@example.com', role: 'admin' } as Partial<AuthUser>,
  );
  return { ...harness, links, audit };
}

describe('AuthService (accounts as other modules and the CLI see them)', () => {
  it('notifies the recipients the settings name, else every admin (sorted), never a client', async () => {
    await expect((await accounts(['team@example.com'])).service.notificationRecipients()).resolves.toEqual([
      'team@example.com',
    ]);
    await expect((await accounts([])).service.notificationRecipients()).resolves.toEqual([
      'ann@example.com',
      'zoe@example.com',
    ]);
  });

  it('creates a user once per address (normalised) with its email identity', async () => {
    const { service, store } = await accounts([]);
    const user = await service.createUser({ email: ' New@Example.com ' });
    expect(user).toMatchObject({ email: 'new@example.com', role: 'client' });
    expect(store.rows(AuthIdentity)).toEqual([
      expect.objectContaining({ userId: user.id, provider: 'email' }),
    ]);
    await expect(service.createUser({ email: 'new@example.com' })).rejects.toMatchObject({
      code: 'email_exists',
    });
    await expect(service.createUser({ email: 'not an address' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect(store.rows(AuthUser)).toHaveLength(4);
  });

  it('invites a new admin, or promotes the existing account, with a one-time link', async () => {
    const { service, store, links } = await accounts([]);
    const promoted = await service.inviteAdmin('client@example.com');
    expect([
      promoted.created,
      store.rows(AuthUser).find((user) => user.email === 'client@example.com')?.role,
    ]).toEqual([false, 'admin']);
    const invited = await service.inviteAdmin('fresh@example.com');
    expect([invited.created, invited.user.role, invited.link]).toEqual([
      true,
      'admin',
      'https://crm.example/auth/verify?token=t',
    ]);
    expect(links.callsOf('createEmailLink').map((call) => call.args[1])).toEqual(['invite', 'invite']);
  });
});
