import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  affected,
  containsEmail,
  emailPattern,
  erasedEmail,
  ErasureOutcome,
  outcome,
  PersonalDataSource,
  PersonalRecords,
} from '@common/privacy/personal-data';

const ADMIN_KEPT = 'An admin account is not erased here: revoke the admin on the Team page first.';

/** Accounts with the address, and the sign-in activity that names it. */
@Injectable()
export class AuthPersonalData implements PersonalDataSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(email: string): Promise<PersonalRecords[]> {
    const [accounts, events] = (await Promise.all([
      this.dataSource.query(
        'SELECT id, email, role, created_at, email_confirmed_at, last_sign_in_at FROM auth_users WHERE email = $1',
        [email],
      ),
      this.dataSource.query(
        `SELECT id, created_at, action, email, ip_address FROM auth_audit_log
         WHERE email = $1 OR lower(detail::text) LIKE $2 ORDER BY created_at DESC LIMIT 500`,
        [email, containsEmail(email)],
      ),
    ])) as Array<Array<Record<string, unknown> & { role?: string }>>;
    const admins = accounts.filter((account) => account.role === 'admin');
    return [
      {
        source: 'auth_users',
        label: 'Client account',
        records: accounts.filter((account) => account.role !== 'admin'),
        onErase: 'anonymise',
      },
      {
        source: 'auth_admins',
        label: 'Admin account',
        records: admins,
        onErase: 'keep',
        keptBecause: ADMIN_KEPT,
      },
      { source: 'auth_audit_log', label: 'Sign-in activity', records: events, onErase: 'anonymise' },
    ];
  }

  /** A client account is closed: its address becomes the placeholder and every session and token ends. */
  async eraseByEmail(email: string, manager: EntityManager): Promise<ErasureOutcome[]> {
    const placeholder = erasedEmail(email);
    // Someone else's account that only asked to move to this address keeps its own address.
    await manager.query('UPDATE auth_users SET pending_email = NULL WHERE pending_email = $1', [email]);
    const clients = (await manager.query("SELECT id FROM auth_users WHERE email = $1 AND role <> 'admin'", [
      email,
    ])) as Array<{ id: string }>;
    const ids = clients.map((client) => client.id);
    if (ids.length) {
      for (const table of ['auth_refresh_tokens', 'auth_sessions', 'auth_factors', 'auth_one_time_tokens'])
        await manager.query(`DELETE FROM ${table} WHERE user_id = ANY($1)`, [ids]);
      await manager.query(`UPDATE auth_identities SET identity_data = '{}' WHERE user_id = ANY($1)`, [ids]);
      await manager.query(
        'UPDATE auth_users SET email = $2, pending_email = NULL, password_hash = NULL WHERE id = ANY($1)',
        [ids, placeholder],
      );
    }
    await manager.query('DELETE FROM auth_one_time_tokens WHERE email = $1', [email]);
    // A sign-in code lives 10 minutes; one waiting for this address goes with it.
    await manager.query('DELETE FROM auth_email_codes WHERE email = $1', [email]);
    const events = await manager.query(
      `UPDATE auth_audit_log SET email = CASE WHEN email = $1 THEN $2 ELSE email END,
         detail = regexp_replace(detail::text, $3, $2, 'gi')::jsonb
       WHERE email = $1 OR lower(detail::text) LIKE $4`,
      [email, placeholder, emailPattern(email), containsEmail(email)],
    );
    const [{ count: admins }] = (await manager.query(
      "SELECT count(*)::int AS count FROM auth_users WHERE email = $1 AND role = 'admin'",
      [email],
    )) as Array<{ count: number }>;
    return [
      ...outcome('auth_users', 'Client account', ids.length, 'anonymised'),
      ...outcome('auth_admins', 'Admin account', admins, 'kept', ADMIN_KEPT),
      ...outcome('auth_audit_log', 'Sign-in activity', affected(events), 'anonymised'),
    ];
  }
}
