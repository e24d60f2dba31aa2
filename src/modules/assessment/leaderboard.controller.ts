import { Controller, Get } from '@nestjs/common';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { SiteSettings } from '@modules/settings';
import { AssessmentStatsService } from './assessment-stats.service';

/** SPEC "/leaderboard": CRMs ranked by the health scores of the teams that use them. */
@Controller('leaderboard')
export class LeaderboardController {
  constructor(
    private readonly stats: AssessmentStatsService,
    private readonly settings: SiteSettings,
  ) {}

  @Get()
  async leaderboard(@Inertia() inertia: InertiaContext) {
    const minimum = this.settings.current().leaderboardMinResponses;
    const [rows, gathering] = await Promise.all([
      this.stats.leaderboard(minimum),
      this.stats.gathering(minimum),
    ]);
    return inertia.render('assessment/leaderboard', {
      rows,
      gathering,
      minimum,
      responses: rows.reduce((sum, row) => sum + row.responses, 0),
    });
  }
}
