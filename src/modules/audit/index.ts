export { AuditModule } from './audit.module';
export { AdminAudit, ADMIN_AUDIT_SORTABLE } from './admin-audit.service';
export type { AuditActor } from './admin-audit.service';
export type { AdminAuditEvent } from './entities/admin-audit-event.entity';
