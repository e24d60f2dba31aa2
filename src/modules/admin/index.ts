export { AdminModule } from './admin.module';
export { DataRights } from './data-rights.service';
