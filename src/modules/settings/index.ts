export { SettingsModule } from './settings.module';
export { SiteSettings, PREVIOUS_TOKEN_GRACE_MS } from './site-settings.service';
export type { SettingsChange } from './site-settings.service';
