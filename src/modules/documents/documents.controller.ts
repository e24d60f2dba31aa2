import { Controller, Get, Param, Query, Req, StreamableFile, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  ExpensiveRoute,
  FILE_DOWNLOADS,
  LOOKUP_BY_ID,
  RateLimit,
  RateLimitGuard,
} from '@common/rate-limit/rate-limit';
import { SignedInOnly } from '@common/security/access';
import { UuidParam } from '@common/http/not-found';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { HandoverDocuments } from './documents.service';
import { DocumentsError } from './documents.error';
import { VersionQueryDto } from './dto/documents.dto';

/** A client reads the documents published to their verified address, any version of them. */
@Controller('account/documents')
@SignedInOnly()
export class DocumentsController {
  constructor(private readonly documents: HandoverDocuments) {}

  @Get(':id')
  async clientDocument(
    @Param('id', UuidParam) id: string,
    @Query() { version }: VersionQueryDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { user } = req.auth!;
    // Records attach by a verified address only (docs/client-area.md).
    if (!user.emailConfirmedAt) throw DocumentsError.notFound(req.path);
    return inertia.render('documents/document', await this.documents.forClient(id, user.email, version));
  }

  @Get(':id/attachments/:attachmentId')
  @UseGuards(RateLimitGuard)
  @RateLimit(LOOKUP_BY_ID)
  async attachment(
    @Param('id', UuidParam) id: string,
    @Param('attachmentId', UuidParam) attachmentId: string,
    @Req() req: Request,
  ) {
    const { user } = req.auth!;
    if (!user.emailConfirmedAt) throw DocumentsError.notFound(req.path);
    const file = await this.documents.attachmentForClient(id, attachmentId, user.email);
    return new StreamableFile(file.data, {
      type: file.contentType,
      disposition: `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    });
  }

  @Get(':id/document.pdf')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async documentPdf(
    @Param('id', UuidParam) id: string,
    @Query() { version }: VersionQueryDto,
    @Req() req: Request,
  ) {
    const { user } = req.auth!;
    if (!user.emailConfirmedAt) throw DocumentsError.notFound(req.path);
    const { filename, pdf } = await this.documents.pdfForClient(id, user.email, version);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
    });
  }
}
