import { Controller, Get } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { InertiaContext } from '../../inertia/inertia-context';
import { Inertia } from '../../inertia/inertia-context.decorator';

@Controller()
export class ContentController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  home(@Inertia() inertia: InertiaContext) {
    return inertia.render('content/home', { bookingUrl: this.config.bookingUrl });
  }

  @Get('about')
  about(@Inertia() inertia: InertiaContext) {
    return inertia.render('content/about');
  }
}
