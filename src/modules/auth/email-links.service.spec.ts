import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { AuthAuditLog } from './auth-audit-log';
import { AuthSessions } from './auth-sessions.service';
import { EmailLinks } from './email-links.service';
import { AuthOneTimeToken } from './entities/auth-one-time-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { sha256 } from './token-hashing';

const META = { ip: '203.0.113.5', userAgent: 'Firefox' };

async function linksHarness() {
  const mail = recorder<MailService>();
  const audit = recorder<AuthAuditLog>();
  const sessions = recorder<AuthSessions>();
  const harness = await serviceUnderTest(EmailLinks, {
    entities: [AuthUser, AuthOneTimeToken, AuthSession],
    fakes: [
      [AuthSessions, sessions.fake],
      [AuthAuditLog, audit.fake],
      [MailService, mail.fake],
      [AppConfig, { appUrl: 'https://crm.example' }],
    ],
  });
  const [user] = harness.store.seed(AuthUser, {
    email: 'dana@example.com',
    role: 'client',
  } as Partial<AuthUser>);
  return { ...harness, user, mail, audit, sessions };
}

describe('EmailLinks (links that sign people in, made once and used once)', () => {
  it('emails a recovery link only to an existing account, and answers the same either way', async () => {
    const { service, store, mail, audit } = await linksHarness();
    await service.recover('nobody@example.com', undefined, META);
    expect(mail.calls).toEqual([]);
    expect(audit.callsOf('record')[0].args[0]).toBe('recovery_requested');

    await service.recover('Dana@Example.com', 'https://evil.example/', META);
    const [email] = mail.callsOf('send').map((call) => call.args[0] as { to: string; text: string });
    expect(email.to).toBe('dana@example.com');
    // Only the newest link works, stored as a hash; a foreign redirect falls back to the reset page.
    const [token] = store.rows(AuthOneTimeToken);
    const link = new URL(/https:\/\/crm\.example\S+/.exec(email.text)![0]);
    expect(token.tokenHash).toBe(sha256(link.searchParams.get('token')!));
    expect(link.searchParams.get('redirect_to')).toBe('/reset-password');
  });

  it('makes a new link replace the unused one of its kind', async () => {
    const { service, store, user } = await linksHarness();
    await service.createEmailLink(user, 'recovery', user.email, '/reset-password');
    await service.createEmailLink(user, 'recovery', user.email, '/reset-password');
    expect(store.rows(AuthOneTimeToken)).toHaveLength(1);
  });

  it('refuses a token or type that cannot be one, before any lookup', async () => {
    const { service, sessions } = await linksHarness();
    for (const [token, type] of [
      ['', 'recovery'],
      ['x'.repeat(201), 'recovery'],
      ['abc', 'magiclink'],
      [42, 'recovery'],
    ]) {
      await expect(service.verifyEmailToken(token, type, META)).rejects.toMatchObject({
        code: 'validation_failed',
      });
    }
    expect(sessions.calls).toEqual([]);
  });

  it('answers a used or unknown cancel link with false, and a phone-only resend as unavailable', async () => {
    const { service } = await linksHarness();
    await expect(service.cancelEmailChange('no-such-token', META)).resolves.toBe(false);
    await expect(service.resend({ type: 'signup', phone: '+441234' }, META)).rejects.toMatchObject({
      code: 'phone_provider_disabled',
    });
  });
});
