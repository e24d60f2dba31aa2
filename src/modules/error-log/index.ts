export { ErrorLogModule } from './error-log.module';
