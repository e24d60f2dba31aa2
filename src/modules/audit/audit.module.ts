import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAudit } from './admin-audit.service';
import { AdminWriteAuditInterceptor } from './admin-write-audit.interceptor';
import { AdminAuditEvent } from './entities/admin-audit-event.entity';

/** The admin audit trail: its table, the service that appends and lists it, and the interceptor that feeds it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEvent])],
  providers: [AdminAudit, { provide: APP_INTERCEPTOR, useClass: AdminWriteAuditInterceptor }],
  exports: [AdminAudit],
})
export class AuditModule {}
