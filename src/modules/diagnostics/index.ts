/** The back office's diagnostic pages (docs/diagnostics.md); nothing else uses this module. */
export { DiagnosticsModule } from './diagnostics.module';
