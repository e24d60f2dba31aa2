import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { describeAdminChange } from '@common/security/admin-change';
import { AdminOnly } from '@common/security/access';
import { QueryText } from '@common/validation/text.decorator';
import { UuidParam } from '@common/http/not-found';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { routes } from '@shared/routes';
import { HandoverDocuments } from './documents.service';
import { NewVersionDto, PublishDocumentDto } from './dto/documents.dto';

class NewDocumentQueryDto {
  @QueryText(320)
  email?: string;
}

/** The back office's hand-over documents: publish one to a client, then new versions of it. */
@Controller('admin/documents')
@AdminOnly()
export class DocumentsAdminController {
  constructor(private readonly documents: HandoverDocuments) {}

  @Get()
  async list(@Inertia() inertia: InertiaContext) {
    return inertia.render('documents/list', { documents: await this.documents.list() });
  }

  @Get('new')
  newDocument(@Query() query: NewDocumentQueryDto, @Inertia() inertia: InertiaContext) {
    return inertia.render('documents/new', { email: (query.email ?? '').trim().slice(0, 254) });
  }

  @Post()
  async publish(@Body() dto: PublishDocumentDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const document = await this.documents.publish(dto, req.auth!.user.email);
    describeAdminChange(req, {
      action: 'document.published',
      summary: `Published "${document.title}" to ${document.clientEmail}`,
      targetType: 'document',
      targetId: document.id,
    });
    inertia.toast('Document published', 'success', `We emailed ${document.clientEmail} a link to it.`);
    return inertia.redirect(routes.documents.adminDocument(document.id));
  }

  @Get(':id')
  async adminDocument(@Param('id', UuidParam) id: string, @Inertia() inertia: InertiaContext) {
    return inertia.render('documents/admin-document', await this.documents.adminView(id));
  }

  @Post(':id/versions')
  async publishVersion(
    @Param('id', UuidParam) id: string,
    @Body() dto: NewVersionDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const document = await this.documents.publishVersion(id, dto, req.auth!.user.email);
    describeAdminChange(req, {
      action: 'document.version_published',
      summary: `Published version ${document.currentVersion} of "${document.title}"`,
      targetType: 'document',
      targetId: id,
    });
    inertia.toast(
      `Version ${document.currentVersion} published`,
      'success',
      `We emailed ${document.clientEmail}.`,
    );
    return inertia.redirect(routes.documents.adminDocument(id));
  }
}
