import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentResponse } from './assessment-response.entity';
import { AssessmentController } from './assessment.controller';
import { AssessmentService } from './assessment.service';

/** The CRM health assessment: question bank and scoring live in shared/assessment (browser and server). */
@Module({
  imports: [TypeOrmModule.forFeature([AssessmentResponse])],
  controllers: [AssessmentController],
  providers: [AssessmentService],
  exports: [AssessmentService],
})
export class AssessmentModule {}
