export { PaymentsModule } from './payments.module';
export { PaymentsService } from './payments.service';
export { PaymentsDashboard } from './payments-dashboard';
