import { Body, Controller, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '@config/app-config';
import { cookieOptions } from '@common/http/cookie-options';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { THEME_COOKIE } from '@inertia/inertia.service';
import { UpdateThemeDto } from './dto/update-theme.dto';

const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

@Controller('preferences')
export class PreferencesController {
  constructor(private readonly config: AppConfig) {}

  /** Remembers the colour theme so the server renders the right one on the first paint. */
  @Put('theme')
  updateTheme(
    @Body() dto: UpdateThemeDto,
    @Inertia() inertia: InertiaContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (dto.theme === 'system') res.clearCookie(THEME_COOKIE, cookieOptions(this.config));
    else res.cookie(THEME_COOKIE, dto.theme, { ...cookieOptions(this.config), maxAge: ONE_YEAR_MS });
    inertia.toast(`${THEME_LABELS[dto.theme]} theme on`, 'success');
    return inertia.back();
  }
}
