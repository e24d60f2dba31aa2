import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { found, UuidParam } from '@common/http/not-found';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange, noAdminChange } from '@common/security/admin-change';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { routes } from '@shared/routes';
import { SignInProviderDto } from './dto/sign-in-provider.dto';
import { ExternalSignIn } from './external-sign-in';
import { SignInProviders } from './sso/sign-in-providers';

/**
 * `/admin/settings/sign-in-providers`: the OpenID Connect providers people may sign in with. The
 * client secret is write-only: saved sealed, never sent back; every change is audited without it.
 */
@Controller('admin/settings/sign-in-providers')
@AdminOnly()
export class SignInProvidersController {
  constructor(
    private readonly providers: SignInProviders,
    private readonly external: ExternalSignIn,
  ) {}

  @Get()
  async signInProvidersPage(@Inertia() inertia: InertiaContext) {
    return inertia.render('auth/sign-in-providers', {
      providers: await this.providers.list(),
      callbackUrl: this.external.callbackUrl,
    });
  }

  @Get('new')
  newSignInProviderPage(@Inertia() inertia: InertiaContext) {
    return inertia.render('auth/sign-in-provider', {
      provider: null,
      callbackUrl: this.external.callbackUrl,
    });
  }

  @Post()
  async createSignInProvider(
    @Body() dto: SignInProviderDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { after } = await this.providers.save(dto);
    describeAdminChange(req, {
      action: 'sign_in_provider.created',
      summary: `Added ${after.label} sign-in (${after.name})`,
      targetType: 'sign_in_provider',
      targetId: after.id,
      after,
    });
    inertia.toast(
      `${after.label} sign-in added`,
      'success',
      after.enabled ? 'It shows on the sign-in pages now.' : undefined,
    );
    return inertia.redirect(routes.auth.signInProvidersPage());
  }

  @Get(':id')
  async signInProviderPage(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    const provider = found(await this.providers.summary(id));
    return inertia.render('auth/sign-in-provider', { provider, callbackUrl: this.external.callbackUrl });
  }

  @Post(':id')
  async updateSignInProvider(
    @Param('id', UuidParam) id: string,
    @Body() dto: SignInProviderDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    found(await this.providers.summary(id));
    const { before, after } = await this.providers.save(dto, id);
    describeAdminChange(req, {
      action: 'sign_in_provider.updated',
      summary: `Changed ${after.label} sign-in${dto.clientSecret ? ' (new client secret)' : ''}`,
      targetType: 'sign_in_provider',
      targetId: id,
      before,
      after,
    });
    inertia.toast(`${after.label} sign-in saved`);
    return inertia.redirect(routes.auth.signInProvidersPage());
  }

  @Post(':id/delete')
  async deleteSignInProvider(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const removed = await this.providers.remove(id);
    if (!removed) {
      noAdminChange(req);
      return inertia.redirect(routes.auth.signInProvidersPage());
    }
    describeAdminChange(req, {
      action: 'sign_in_provider.deleted',
      summary: `Removed ${removed.label} sign-in (${removed.name})`,
      targetType: 'sign_in_provider',
      targetId: id,
      before: removed,
    });
    inertia.toast(
      `${removed.label} sign-in removed`,
      'success',
      'People who used it sign in with their email instead.',
    );
    return inertia.redirect(routes.auth.signInProvidersPage());
  }
}
