import { Module } from '@nestjs/common';
import { AssessmentModule } from '@modules/assessment';
import { ContentModule } from '@modules/content';
import { DiagnosticsController } from './diagnostics.controller';
import { DiagnosticsAccessGuard } from './diagnostics-access.guard';

/**
 * Admin-only diagnostic pages (the spec's debug and test routes). Imported before the modules whose
 * routes would otherwise answer these paths (`/assessment/:step`, `/help/*slug`, the content catch-all).
 */
@Module({
  imports: [AssessmentModule, ContentModule],
  controllers: [DiagnosticsController],
  providers: [DiagnosticsAccessGuard],
})
export class DiagnosticsModule {}
