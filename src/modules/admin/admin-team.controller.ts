import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { UuidParam } from '@common/http/not-found';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange, noAdminChange } from '@common/security/admin-change';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AdminTeam } from '@modules/auth';
import { SiteSettings } from '@modules/settings';
import { EmailDto } from './dto/email-lookup.dto';
import { routes } from '@shared/routes';

/** `/admin/team`: the admins, their invitations, two-step state and revocation. */
@Controller('admin/team')
@AdminOnly()
export class AdminTeamController {
  constructor(
    private readonly team: AdminTeam,
    private readonly settings: SiteSettings,
  ) {}

  @Get()
  async teamPage(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render('admin/team', {
      members: await this.team.members(),
      currentUserId: req.auth!.user.id,
      requireAdminTotp: this.settings.current().requireAdminTotp,
    });
  }

  @Post('invite')
  async invite(@Body() dto: EmailDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const result = await this.team.invite(dto.email, req.auth!.user.email);
    if (!result.ok) {
      noAdminChange(req);
      inertia.toast(result.message, 'error');
      return inertia.redirect(routes.admin.teamPage());
    }
    describeAdminChange(req, {
      action: 'admin.invited',
      summary: `Invited ${result.email} as an admin`,
      targetType: 'admin',
      targetId: result.email,
    });
    inertia.toast(`Invitation sent to ${result.email}`, 'success', 'The link works once, for 24 hours.');
    return inertia.redirect(routes.admin.teamPage());
  }

  @Post(':id/revoke')
  async revoke(@Param('id', UuidParam) id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const user = req.auth!.user;
    const result = await this.team.revoke(id, user, {
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
    if (!result.ok) {
      noAdminChange(req);
      inertia.toast(result.message, 'error');
      return inertia.redirect(routes.admin.teamPage());
    }
    describeAdminChange(req, {
      action: 'admin.revoked',
      summary: `Revoked admin access of ${result.email}`,
      targetType: 'admin',
      targetId: id,
      before: { role: 'admin' },
      after: { role: 'client' },
    });
    inertia.toast(`${result.email} is no longer an admin`, 'success', 'Their sessions have ended.');
    return inertia.redirect(routes.admin.teamPage());
  }
}
