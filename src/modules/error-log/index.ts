export { ErrorLogModule } from './error-log.module';
export { ErrorLogPersonalData } from './error-log-personal-data';
export { ErrorLogDashboard } from './error-log-dashboard';
