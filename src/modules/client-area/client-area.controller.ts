import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SignedInOnly } from '@common/security/access';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { ClientHome } from './client-home.service';

/** `/account`: the client's home (issue 36). Its security page stays with the auth module. */
@Controller('account')
@SignedInOnly()
export class ClientAreaController {
  constructor(private readonly home: ClientHome) {}

  @Get()
  async homePage(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render('client-area/home', await this.home.forUser(req.auth!.user));
  }
}
