export { AssessmentModule } from './assessment.module';
export { AssessmentPersonalData } from './assessment-personal-data';
export { AssessmentDashboard } from './assessment-dashboard';
