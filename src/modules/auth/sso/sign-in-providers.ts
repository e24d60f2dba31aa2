import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { InvalidFields } from '@common/errors/invalid-fields';
import type { SignInProviderSummary } from '@shared/forms/sign-in-providers';
import { SignInProvider } from '../entities/sign-in-provider.entity';
import { SecretBox } from '../totp';
import type { SignInProviderDto } from '../dto/sign-in-provider.dto';
import { issuerUrlProblem, OidcClient } from './oidc-client';

/** A provider with its client secret opened, for the code exchange only. */
export type ProviderWithSecret = SignInProvider & { clientSecret: string };

/** Who is signing in, for the providers a sign-in page offers. */
export type SignInAudience = 'client' | 'admin';

/** The OpenID Connect providers admins configure; the secret is sealed and never read back out. */
@Injectable()
export class SignInProviders {
  private readonly repository: Repository<SignInProvider>;
  private readonly secrets: SecretBox;
  readonly oidc = new OidcClient();

  constructor(@InjectDataSource() dataSource: DataSource, config: AppConfig) {
    this.repository = dataSource.getRepository(SignInProvider);
    this.secrets = new SecretBox(config.appSecret, 'sign-in-provider-secrets');
  }

  async list(): Promise<SignInProviderSummary[]> {
    const providers = await this.repository.find({ order: { createdAt: 'ASC' } });
    return providers.map(summaryOf);
  }

  async summary(id: string): Promise<SignInProviderSummary | null> {
    const provider = await this.repository.findOneBy({ id });
    return provider && summaryOf(provider);
  }

  /** The enabled providers a sign-in page shows for `audience`. */
  async offeredTo(audience: SignInAudience): Promise<Array<{ name: string; label: string }>> {
    const providers = await this.repository.find({
      where: {
        enabled: true,
        ...(audience === 'admin' ? { adminsMaySignIn: true } : { clientsMaySignIn: true }),
      },
      order: { createdAt: 'ASC' },
    });
    return providers.map(({ name, label }) => ({ name, label }));
  }

  byName(name: string): Promise<SignInProvider | null> {
    return this.repository.findOneBy({ name, enabled: true });
  }

  byId(id: string): Promise<SignInProvider | null> {
    return this.repository.findOneBy({ id, enabled: true });
  }

  /** The enabled provider whose domains include `domain` (enterprise SSO by email domain). */
  async byDomain(domain: string): Promise<SignInProvider | null> {
    return this.repository
      .createQueryBuilder('provider')
      .where('provider.enabled AND :domain = ANY(provider.domains)', { domain: domain.toLowerCase() })
      .orderBy('provider.created_at')
      .getOne();
  }

  async withSecret(id: string): Promise<ProviderWithSecret> {
    const provider = await this.repository
      .createQueryBuilder('provider')
      .addSelect('provider.clientSecretSealed')
      .where('provider.id = :id', { id })
      .getOneOrFail();
    return Object.assign(provider, { clientSecret: this.secrets.open(provider.clientSecretSealed) });
  }

  /**
   * Creates or updates a provider after checking its issuer answers with a valid configuration (an
   * admin learns of a typo now, not when a client cannot sign in). A blank secret keeps the saved one.
   */
  async save(
    dto: SignInProviderDto,
    id?: string,
  ): Promise<{ before: SignInProviderSummary | null; after: SignInProviderSummary }> {
    const existing = id ? await this.repository.findOneBy({ id }) : null;
    const problems: Record<string, string> = {};
    const issuerProblem = issuerUrlProblem(dto.issuer);
    if (issuerProblem) problems.issuer = issuerProblem;
    if (!existing && !dto.clientSecret)
      problems.clientSecret = 'Enter the client secret the provider gave you.';
    const sameName = await this.repository.findOneBy({ name: existing?.name ?? dto.name });
    if (!existing && sameName) problems.name = `A provider named ${dto.name} exists already.`;
    if (Object.keys(problems).length) throw new InvalidFields(problems);
    if (!issuerProblem) {
      this.oidc.forget(dto.issuer);
      await this.oidc.discover(dto.issuer).catch((error: Error) => {
        throw new InvalidFields({ issuer: `${error.message} Check the address and try again.` });
      });
    }
    const values = {
      kind: dto.kind,
      label: dto.label,
      issuer: dto.issuer,
      clientId: dto.clientId,
      domains: dto.domains,
      enabled: dto.enabled,
      clientsMaySignIn: dto.clientsMaySignIn,
      adminsMaySignIn: dto.adminsMaySignIn,
      requireTwoStep: dto.requireTwoStep,
      ...(dto.clientSecret && { clientSecretSealed: this.secrets.seal(dto.clientSecret) }),
    };
    const saved = existing
      ? await this.repository.save(Object.assign(existing, values))
      : await this.repository.save(this.repository.create({ ...values, name: dto.name }));
    return { before: existing && summaryOf(existing), after: summaryOf(saved) };
  }

  async remove(id: string): Promise<SignInProviderSummary | null> {
    const provider = await this.repository.findOneBy({ id });
    if (provider) await this.repository.delete({ id });
    return provider && summaryOf(provider);
  }
}

function summaryOf(provider: SignInProvider): SignInProviderSummary {
  return {
    id: provider.id,
    kind: provider.kind,
    name: provider.name,
    label: provider.label,
    issuer: provider.issuer,
    clientId: provider.clientId,
    domains: provider.domains,
    enabled: provider.enabled,
    clientsMaySignIn: provider.clientsMaySignIn,
    adminsMaySignIn: provider.adminsMaySignIn,
    requireTwoStep: provider.requireTwoStep,
    updatedAt: provider.updatedAt.toISOString(),
  };
}
