/** What other modules may use of hand-over documents: the module, and its personal data for data rights. */
export { DocumentsModule } from './documents.module';
export { DocumentsPersonalData } from './documents-personal-data';
