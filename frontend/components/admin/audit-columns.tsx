import { Link } from '@inertiajs/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditRow } from '@shared/pages';
import { routes } from '@shared/routes';
import { ClientRecordLink } from './client-record-link';
import { formatDateTime } from '@shared/dates';

export type { AuditRow };

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  otp_requested: 'Sign-in code requested',
  logout: 'Signed out',
  token_reuse_detected: 'Stolen token suspected (session ended)',
  password_changed: 'Password changed',
  recovery_requested: 'Reset link requested',
  recovery_used: 'Reset link used',
  invite_created: 'Admin invited',
  invite_accepted: 'Invitation accepted',
  email_change_requested: 'Email change requested',
  email_change_confirmed: 'Email change confirmed by one address',
  email_change_cancelled: 'Email change cancelled (all devices signed out)',
  email_changed: 'Email changed',
  reauthentication_requested: 'Verification code requested',
  factor_locked: 'Authenticator locked after wrong codes',
  factor_enrolled: 'Authenticator set-up started',
  factor_verified: 'Code verified',
  factor_verify_failed: 'Wrong code',
  factor_removed: 'Authenticator removed',
  admin_revoked: 'Admin access revoked',
};

export const AUDIT_COLUMNS: Array<ColumnDef<AuditRow, unknown>> = [
  {
    id: 'createdAt',
    header: 'Time',
    accessorKey: 'createdAt',
    cell: ({ row }) => (
      <Link
        href={routes.admin.signInEvent(row.original.id)}
        className="text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt)}</time>
      </Link>
    ),
  },
  {
    id: 'action',
    header: 'Event',
    accessorKey: 'action',
    cell: ({ row }) => AUDIT_ACTION_LABELS[row.original.action] ?? row.original.action,
  },
  {
    id: 'email',
    header: 'Email',
    accessorKey: 'email',
    cell: ({ row }) =>
      row.original.email ? <ClientRecordLink email={row.original.email} look="value" /> : '—',
  },
  {
    id: 'ipAddress',
    header: 'IP address',
    accessorKey: 'ipAddress',
    enableSorting: false,
    cell: ({ row }) => row.original.ipAddress ?? '—',
  },
];
