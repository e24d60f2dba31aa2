import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { found, UuidParam } from '@common/http/not-found';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange, noAdminChange } from '@common/security/admin-change';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { RedirectDto, RedirectsService } from '@modules/content';
import { PaymentsService } from '@modules/payments';
import { SiteSettings } from '@modules/settings';
import { SETTING_LABELS, SettingKey, settingText } from '@shared/settings';
import { SettingsDto } from './dto/settings.dto';
import { routes } from '@shared/routes';

const actorOf = (req: Request) => req.auth?.user.email ?? 'an admin';

/** `/admin/settings`: runtime settings, redirects, payment mode and the error-log token. */
@Controller('admin/settings')
@AdminOnly()
export class AdminSettingsController {
  constructor(
    private readonly settings: SiteSettings,
    private readonly redirects: RedirectsService,
    private readonly payments: PaymentsService,
  ) {}

  @Get()
  async settingsPage(@Inertia() inertia: InertiaContext) {
    const token = this.settings.errorLogToken();
    return inertia.render('admin/settings', {
      values: this.settings.current(),
      defaults: this.settings.defaults(),
      savedBy: this.settings.savedBy(),
      redirects: await this.redirects.all(),
      payments: { mode: this.payments.mode, stripeMode: this.payments.stripeKeyMode },
      errorLog: {
        tokenRequired: Boolean(token),
        // Enough to tell two tokens apart; the token itself is in every page anyway, but not needed here.
        tokenPreview: token ? `${token.slice(0, 4)}…${token.slice(-2)}` : null,
        rotatedAt: this.settings.errorLogTokenRotatedAt(),
      },
    });
  }

  @Post()
  async save(@Body() dto: SettingsDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const change = await this.settings.update(dto, actorOf(req));
    const keys = Object.keys(change.after) as SettingKey[];
    if (keys.length === 0) {
      noAdminChange(req);
      inertia.toast('Nothing changed', 'info');
      return inertia.redirect(routes.admin.settingsPage());
    }
    describeAdminChange(req, {
      action: 'settings.updated',
      summary: `Changed ${keys.map((key) => `${SETTING_LABELS[key]}: ${settingText(key, change.after[key]!)}`).join('; ')}`,
      targetType: 'settings',
      before: change.before,
      after: change.after,
    });
    inertia.toast('Settings saved', 'success', 'Every instance uses them from now on.');
    return inertia.redirect(routes.admin.settingsPage());
  }

  @Post('redirects')
  async addRedirect(@Body() dto: RedirectDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const redirect = await this.redirects.create(dto);
    describeAdminChange(req, {
      action: 'redirect.created',
      summary: `Added redirect ${redirect.path} → ${redirect.target}`,
      targetType: 'redirect',
      targetId: redirect.id,
      after: redirect,
    });
    inertia.toast(`${redirect.path} now redirects`, 'success', `To ${redirect.target}`);
    return inertia.redirect(`${routes.admin.settingsPage()}#redirects`);
  }

  @Post('redirects/:id')
  async editRedirect(
    @Param('id', UuidParam) id: string,
    @Body() dto: RedirectDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { before, after } = found(await this.redirects.update(id, dto), 'Redirect');
    const switched = before.enabled !== after.enabled;
    describeAdminChange(req, {
      action: switched ? (after.enabled ? 'redirect.enabled' : 'redirect.disabled') : 'redirect.updated',
      summary: switched
        ? `${after.enabled ? 'Switched on' : 'Switched off'} redirect ${after.path}`
        : `Changed redirect ${after.path} → ${after.target}`,
      targetType: 'redirect',
      targetId: id,
      before,
      after,
    });
    inertia.toast(
      switched
        ? `${after.path} ${after.enabled ? 'redirects again' : 'no longer redirects'}`
        : 'Redirect saved',
    );
    return inertia.redirect(`${routes.admin.settingsPage()}#redirects`);
  }

  @Post('error-log-token')
  async rotateToken(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.settings.rotateErrorLogToken(actorOf(req));
    describeAdminChange(req, {
      action: 'error_log_token.rotated',
      summary: 'Rotated the error-log token (the previous one works for 24 more hours)',
      targetType: 'settings',
    });
    inertia.toast(
      'Token rotated',
      'success',
      'Pages use the new token now; the old one is accepted for 24 hours.',
    );
    return inertia.redirect(`${routes.admin.settingsPage()}#error-log`);
  }
}
