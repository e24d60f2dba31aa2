import { Controller, Get, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ExpensiveRoute, FILE_DOWNLOADS, RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { SignedInOnly } from '@common/security/access';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { routes } from '@shared/routes';
import { ERASURE_REQUESTS } from './client-area-rate-limits';
import { ClientDataRights } from './client-data-rights.service';
import { ClientHome } from './client-home.service';

/** `/account`: the client's home (issue 36). Its security page stays with the auth module. */
@Controller('account')
@SignedInOnly()
export class ClientAreaController {
  constructor(
    private readonly home: ClientHome,
    private readonly rights: ClientDataRights,
  ) {}

  @Get()
  async homePage(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render('client-area/home', await this.home.forUser(req.auth!.user));
  }

  /** Everything stored about the signed-in (verified) address, as the back office exports it. */
  @Get('my-data.json')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async myData(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const email = this.home.verifiedEmail(req.auth!.user);
    res.set('Cache-Control', 'no-store');
    return new StreamableFile(Buffer.from(JSON.stringify(await this.rights.export(email), null, 2)), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    });
  }

  @Post('erasure-request')
  @UseGuards(RateLimitGuard)
  @RateLimit(ERASURE_REQUESTS)
  async requestErasure(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.rights.requestErasure(this.home.verifiedEmail(req.auth!.user));
    inertia.toast('Request sent', 'success', 'We erase your data and confirm by email within one month.');
    return inertia.redirect(routes.clientArea.homePage());
  }
}
