import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';

/** The public site a CRM buyer reads: marketing, CRM, compare, help and migration pages (home page so far). */
@Module({ controllers: [ContentController] })
export class ContentModule {}
