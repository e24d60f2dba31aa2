import { Body, Controller, Get, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { erasedEmail } from '@common/privacy/personal-data';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange } from '@common/security/admin-change';
import { flattenValidationErrors, InvalidFields } from '@common/errors/invalid-fields';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { EmailDto, EmailQueryDto, EraseDto } from './dto/email-lookup.dto';
import { DataRights } from './data-rights.service';
import { routes } from '@shared/routes';

/** An address in the trail: the domain and a stable fingerprint, never the address (it may be erased). */
const fingerprintOf = (email: string) =>
  erasedEmail(email)
    .split('@')[0]
    .replace(/^erased-/, '');
const subjectOf = (email: string) => erasedEmail(email).replace('@erased.invalid', `@${email.split('@')[1]}`);

/** `/admin/data-rights`: find, export or erase everything stored about an email address. */
@Controller('admin/data-rights')
@AdminOnly()
export class DataRightsController {
  constructor(private readonly rights: DataRights) {}

  @Get()
  async dataRights(@Query() { email }: EmailQueryDto, @Inertia() inertia: InertiaContext) {
    if (email === undefined || email === '')
      return inertia.render('admin/data-rights', { email: '', found: null, error: null });
    const lookup = await lookupOf(email);
    if ('error' in lookup)
      return inertia.render('admin/data-rights', {
        email: String(email).slice(0, 254),
        found: null,
        error: lookup.error,
      });
    const found = await this.rights.find(lookup.email);
    return inertia.render('admin/data-rights', {
      email: lookup.email,
      found: found.map((group) => ({ ...group, count: group.records.length })),
      error: null,
    });
  }

  /** One JSON file with every record; recorded in the audit trail as an export of personal data. */
  @Get('export')
  async export(
    @Query() { email }: EmailQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const lookup = await lookupOf(email);
    if ('error' in lookup) throw new InvalidFields({ email: lookup.error });
    const document = await this.rights.export(lookup.email, req.auth!.user.email);
    describeAdminChange(req, {
      action: 'personal_data.exported',
      summary: `Exported everything stored about ${lookup.email}`,
      targetType: 'person',
      targetId: lookup.email,
    });
    res.set('Cache-Control', 'no-store');
    return new StreamableFile(Buffer.from(JSON.stringify(document, null, 2)), {
      type: 'application/json; charset=utf-8',
      // The file names the export's day and a fingerprint of the address, not the address itself (file
      // names end up in download lists and shared folders), and nothing in it says "erased".
      disposition: `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}-${fingerprintOf(lookup.email)}.json"`,
    });
  }

  @Post('erase')
  async erase(@Body() dto: EraseDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const outcomes = await this.rights.erase(dto.email);
    // The trail keeps that an erasure happened, and what it did, but not the address erased.
    describeAdminChange(req, {
      action: 'personal_data.erased',
      summary: `Erased the personal data of ${subjectOf(dto.email)}`,
      targetType: 'person',
      targetId: erasedEmail(dto.email),
      after: outcomes,
    });
    const kept = outcomes.filter((item) => item.outcome === 'kept');
    const changed = outcomes
      .filter((item) => item.outcome !== 'kept')
      .reduce((sum, item) => sum + item.count, 0);
    inertia.toast(
      changed
        ? `Erased: ${changed} record${changed === 1 ? '' : 's'} anonymised or deleted`
        : 'Nothing to erase',
      'success',
      kept.length
        ? kept.map((item) => `${item.count} ${item.label.toLowerCase()} kept: ${item.keptBecause}`).join(' ')
        : undefined,
    );
    // Not back to the address's own page: its URL would carry the erased address into logs and history.
    return inertia.redirect(routes.admin.dataRights());
  }
}

async function lookupOf(email: unknown): Promise<{ email: string } | { error: string }> {
  const dto = plainToInstance(EmailDto, { email });
  const errors = flattenValidationErrors(await validate(dto));
  return errors.email ? { error: errors.email } : { email: dto.email };
}
