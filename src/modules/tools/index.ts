/** What other modules may use of tools: its module. */
export { ToolsModule } from './tools.module';
export { ToolsPersonalData } from './tools-personal-data';
