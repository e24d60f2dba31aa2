import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Query,
  Req,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { describeAdminChange } from '@common/security/admin-change';
import { AdminOnly } from '@common/security/access';
import { QueryText } from '@common/validation/text.decorator';
import { InvalidFields } from '@common/errors/invalid-fields';
import { UuidParam } from '@common/http/not-found';
import { UploadTooLarge } from '@common/validation/upload-too-large';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { routes } from '@shared/routes';
import { HandoverDocuments, type UploadedAttachment } from './documents.service';
import { ATTACHMENTS_MAX, ATTACHMENTS_MAX_BYTES } from '@shared/forms/documents';
import { NewVersionDto, PublishDocumentDto } from './dto/documents.dto';

/**
 * The files of a version, read into memory by multer after the admin guard: one more than allowed is
 * read so the service can say how many are allowed (422); beyond that multer refuses the request.
 * Inertia names them `attachments[0]`, `attachments[1]`…; a file under any other name is refused.
 */
const Attachments = () =>
  UseInterceptors(
    UploadTooLarge('attachments', `Attachments can be ${ATTACHMENTS_MAX_BYTES / 1000} KB together.`),
    AnyFilesInterceptor({
      limits: { fileSize: ATTACHMENTS_MAX_BYTES, files: ATTACHMENTS_MAX + 1, fields: 10 },
    }),
  );

function attachmentsIn(
  files: Array<UploadedAttachment & { fieldname: string }> | undefined,
): UploadedAttachment[] {
  if ((files ?? []).some((file) => !/^attachments(\[\d{0,2}\])?$/.test(file.fieldname)))
    throw new InvalidFields({ attachments: 'Send the files in the attachments field.' });
  return files ?? [];
}

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
  @Attachments()
  async publish(
    @Body() dto: PublishDocumentDto,
    @UploadedFiles() files: Array<UploadedAttachment & { fieldname: string }> | undefined,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const document = await this.documents.publish(dto, attachmentsIn(files), req.auth!.user.email);
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
  @Attachments()
  async publishVersion(
    @Param('id', UuidParam) id: string,
    @Body() dto: NewVersionDto,
    @UploadedFiles() files: Array<UploadedAttachment & { fieldname: string }> | undefined,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const document = await this.documents.publishVersion(id, dto, attachmentsIn(files), req.auth!.user.email);
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
