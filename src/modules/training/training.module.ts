import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRegistry } from '@jobs/job-registry';
import { ContentModule } from '@modules/content';
import { SigningModule } from '@modules/signing';
import { CertificateProcessor } from './certificate.processor';
import { Certificates } from './certificates.service';
import { TrainingCertificate } from './entities/training-certificate.entity';
import { TrainingGrant } from './entities/training-grant.entity';
import { LessonProgress } from './entities/training-progress.entity';
import { Learners } from './learners.service';
import { LessonProgressStore } from './lesson-progress.service';
import { TrainingAccess } from './training-access';
import { TrainingAdminController } from './training-admin.controller';
import { TrainingClientRecords } from './training-client-records';
import { TrainingController } from './training.controller';
import { TrainingPersonalData } from './training-personal-data';
import { TrainingService } from './training.service';

/**
 * The training area (issue 37): courses from content/training, opened by a paid programme tier or
 * an admin's grant; progress, quizzes and certificates per learner; learners in the back office.
 */
@Module({
  imports: [
    ContentModule,
    SigningModule,
    TypeOrmModule.forFeature([TrainingGrant, LessonProgress, TrainingCertificate]),
  ],
  controllers: [TrainingAdminController, TrainingController],
  providers: [
    TrainingAccess,
    TrainingService,
    LessonProgressStore,
    Certificates,
    CertificateProcessor,
    Learners,
    TrainingClientRecords,
    TrainingPersonalData,
  ],
  exports: [TrainingPersonalData],
})
export class TrainingModule implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly certificate: CertificateProcessor,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.certificate);
  }
}
