import { Module, OnModuleInit } from '@nestjs/common';
import { InertiaService, THEME_COOKIE } from '@inertia/inertia.service';
import { PreferencesController } from './preferences.controller';
import { THEMES, Theme } from './dto/update-theme.dto';

/** Visitor preferences kept in cookies (colour theme); no account needed. */
@Module({ controllers: [PreferencesController] })
export class PreferencesModule implements OnModuleInit {
  constructor(private readonly inertia: InertiaService) {}

  onModuleInit(): void {
    this.inertia.share((req) => {
      const theme = req.cookies?.[THEME_COOKIE] as Theme | undefined;
      return { theme: theme && THEMES.includes(theme) ? theme : 'system' };
    });
  }
}
