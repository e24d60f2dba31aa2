export { AssessmentModule } from './assessment.module';
export { AssessmentPersonalData } from './assessment-personal-data';
export { AssessmentDashboard } from './assessment-dashboard';
export { AssessmentDiagnostics } from './assessment-diagnostics';
export type { ResponseCount } from './assessment-diagnostics';
