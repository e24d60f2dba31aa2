import { Controller, Get } from '@nestjs/common';
import { CURRENT_BANK } from '../../../shared/assessment';
import { InertiaContext } from '../../inertia/inertia-context';
import { Inertia } from '../../inertia/inertia-context.decorator';

/**
 * The CRM health assessment (issue 7). Built so far: the two public calculators, which run the
 * shared scoring code in the browser. The questionnaire, reports and exports come next.
 */
@Controller('assessment')
export class AssessmentController {
  @Get('system-adoption-score-calculator')
  adoptionCalculator(@Inertia() inertia: InertiaContext) {
    return inertia.render('assessment/system-adoption-score-calculator', { version: CURRENT_BANK.version });
  }

  @Get('demo-score-calculation')
  demoScore(@Inertia() inertia: InertiaContext) {
    return inertia.render('assessment/demo-score-calculation', { version: CURRENT_BANK.version });
  }
}
