export { HealthModule } from './health.module';
