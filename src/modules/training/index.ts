/** What other modules may use of the training area: the module, and its personal data for data rights. */
export { TrainingModule } from './training.module';
export { TrainingPersonalData } from './training-personal-data';
