/** What other modules may use of auth. Routes declare who they serve with `@AdminOnly()`/`@SignedInOnly()` (common/security/access). */
export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { AuthError } from './auth.error';
export type { AuthErrorCode } from './auth.error';
export { AUDIT_ACTIONS, AUDIT_SORTABLE, AuthAuditLog } from './auth-audit-log';
export type { AuditEventRecord } from './auth-audit-log';
export { generatePrivateJwk, rotateKeyFile } from './jwt-keys';
export { hashPassword, passwordMatches } from './passwords';
export { AuthPersonalData } from './auth-personal-data';
export { AdminTeam } from './admin-team.service';
export type { TeamMember, TeamResult } from './admin-team.service';
