/** What other modules may use of the client area. */
export { ClientAreaModule } from './client-area.module';
