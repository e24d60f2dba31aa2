import { Controller, Get } from '@nestjs/common';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AssessmentStatsService, LEADERBOARD_MIN_RESPONSES } from './assessment-stats.service';

/** SPEC "/leaderboard": CRMs ranked by the health scores of the teams that use them. */
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly stats: AssessmentStatsService) {}

  @Get()
  async leaderboard(@Inertia() inertia: InertiaContext) {
    const rows = await this.stats.leaderboard();
    return inertia.render('assessment/leaderboard', {
      rows,
      minimum: LEADERBOARD_MIN_RESPONSES,
      responses: rows.reduce((sum, row) => sum + row.responses, 0),
    });
  }
}
