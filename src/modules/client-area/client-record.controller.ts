import { Controller, Get, Query } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { ClientRecords } from '@common/clients/client-records';
import { AdminOnly } from '@common/security/access';
import { QueryText } from '@common/validation/text.decorator';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AuthService } from '@modules/auth';

class ClientQueryDto {
  @QueryText(320)
  email?: string;
}

/** `/admin/clients?email=`: one person as every module knows them (issue 36), linked from lists that show an email. */
@Controller('admin/clients')
@AdminOnly()
export class ClientRecordController {
  constructor(
    private readonly records: ClientRecords,
    private readonly auth: AuthService,
  ) {}

  @Get()
  async clientRecord(@Query() query: ClientQueryDto, @Inertia() inertia: InertiaContext) {
    const email = (query.email ?? '').trim().toLowerCase();
    if (!email || email.length > 254 || !isEmail(email))
      return inertia.render('client-area/client-record', {
        email: email.slice(0, 254),
        error: email ? 'Enter an email address, e.g. name@example.com.' : null,
        account: null,
        sections: [],
      });
    const [account, sections] = await Promise.all([this.auth.accountOf(email), this.records.sections(email)]);
    return inertia.render('client-area/client-record', { email, error: null, account, sections });
  }
}
