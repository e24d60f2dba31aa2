export { AssessmentModule } from './assessment.module';
