export { PaymentsModule } from './payments.module';
export { PaymentsService } from './payments.service';
