import { Module } from '@nestjs/common';
import { AssessmentController } from './assessment.controller';

/** The CRM health assessment: question bank and scoring live in shared/assessment (browser and server). */
@Module({ controllers: [AssessmentController] })
export class AssessmentModule {}
