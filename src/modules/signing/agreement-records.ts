import type { EntityManager } from 'typeorm';
import type { AgreementEventType } from '@shared/signing';
import { type Actor, EVENT_OF, TRANSITIONS, type Transition } from './agreement-rules';
import { Agreement } from './entities/agreement.entity';
import { AgreementEvent, type EventDetail } from './entities/agreement-event.entity';
import { SigningError } from './signing.error';

/** Writing an agreement's state: a row lock, a status change with its event, an event alone. */

export async function lockAgreement(manager: EntityManager, id: string): Promise<Agreement> {
  const agreement = await manager
    .getRepository(Agreement)
    .createQueryBuilder('agreement')
    .setLock('pessimistic_write')
    .where('agreement.id = :id', { id })
    .getOne();
  if (!agreement) throw SigningError.notFound();
  return agreement;
}

/** The one place a status changes: allowed from here, written with its audit event. */
export async function transitionAgreement(
  manager: EntityManager,
  agreement: Agreement,
  name: Transition,
  actor: Actor,
  changes: Partial<Agreement>,
  detail: EventDetail = {},
  eventType?: AgreementEventType,
): Promise<Agreement> {
  const step = TRANSITIONS[name];
  if (!step.from.includes(agreement.status)) throw SigningError.forbidden(agreement.status, step.action);
  await manager.update(Agreement, agreement.id, { ...changes, status: step.to });
  await recordAgreementEvent(manager, agreement.id, eventType ?? EVENT_OF[name], actor, {
    from: agreement.status,
    ...detail,
  });
  return Object.assign(agreement, changes, { status: step.to });
}

/** One line of an agreement's audit trail, in the caller's transaction. */
export async function recordAgreementEvent(
  manager: EntityManager,
  agreementId: string,
  type: AgreementEventType,
  actor: Actor,
  detail: EventDetail = {},
): Promise<void> {
  await manager.insert(AgreementEvent, {
    agreementId,
    type,
    actor: actor.name,
    ipAddress: actor.ip ?? null,
    userAgent: actor.userAgent?.slice(0, 512) ?? null,
    detail,
  });
}
