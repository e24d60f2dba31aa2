export { PreferencesModule } from './preferences.module';
