import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSetting } from './entities/site-setting.entity';
import { SiteSettings } from './site-settings.service';

/**
 * Runtime settings (shared/settings.ts): read by many modules, so it is global. It depends on no
 * other module; the back office's settings page (admin module) edits it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SiteSetting])],
  providers: [SiteSettings],
  exports: [SiteSettings],
})
export class SettingsModule {}
