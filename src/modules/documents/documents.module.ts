import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@modules/mail';
import { DocumentsAdminController } from './documents-admin.controller';
import { DocumentsClientRecords } from './documents-client-records';
import { DocumentsController } from './documents.controller';
import { DocumentsPersonalData } from './documents-personal-data';
import { HandoverDocuments } from './documents.service';
import { HandoverDocumentAttachment } from './entities/handover-document-attachment.entity';
import { HandoverDocumentVersion } from './entities/handover-document-version.entity';
import { HandoverDocument } from './entities/handover-document.entity';

/**
 * Hand-over documents (issue 37): written by the consultancy for one client, versioned, read in
 * the client area, announced by email.
 */
@Module({
  imports: [
    MailModule,
    TypeOrmModule.forFeature([HandoverDocument, HandoverDocumentVersion, HandoverDocumentAttachment]),
  ],
  controllers: [DocumentsAdminController, DocumentsController],
  providers: [HandoverDocuments, DocumentsClientRecords, DocumentsPersonalData],
  exports: [DocumentsPersonalData],
})
export class DocumentsModule {}
