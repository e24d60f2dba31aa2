import { Injectable } from '@nestjs/common';
import { InvalidFields } from '@common/errors/invalid-fields';
import type { AccessProof } from './agreement-access';
import { normaliseAgreementCode } from './agreement-rules';
import { AgreementsService } from './agreements.service';
import { Agreement } from './entities/agreement.entity';
import { SigningError } from './signing.error';
import { closedState } from './signing-views';

/**
 * Who may see and act on an agreement from the signer's side. The controller reads what this
 * browser has proved (AgreementAccess) and asks here; every signer route follows these rules.
 */
@Injectable()
export class SignerAccessPolicy {
  constructor(private readonly agreements: AgreementsService) {}

  /** The agreement a signer typed the code of (drafts do not exist for signers). */
  async findByCode(rawCode: string): Promise<Agreement> {
    const code = normaliseAgreementCode(rawCode);
    const agreement = code ? await this.agreements.findByCode(code) : null;
    if (!agreement || agreement.status === 'draft')
      throw new InvalidFields({ code: 'No agreement has this code. Check the email it came with.' });
    return agreement;
  }

  /** A sent agreement (drafts are invisible to signers: 404). */
  async visible(id: string): Promise<Agreement> {
    const agreement = await this.agreements.find(id);
    if (!agreement || agreement.status === 'draft') throw SigningError.notFound();
    return agreement;
  }

  /**
   * The signer's own client account (signed in with an emailed code, so its address is verified)
   * counts as every proof: the password and the emailed code guard the same address.
   */
  isSignersAccount(agreement: Agreement, proof: AccessProof): boolean {
    return Boolean(proof.account) && proof.account === agreement.signerEmail.toLowerCase();
  }

  /** A protected agreement opens only for a browser that passed its password (or the signer's account). */
  needsPassword(agreement: Agreement, proof: AccessProof): boolean {
    return agreement.hasPassword && !proof.password && !this.isSignersAccount(agreement, proof);
  }

  /** Whether signing still needs the emailed code here. */
  needsCode(agreement: Agreement, proof: AccessProof): boolean {
    return agreement.requireCode && !proof.code && !this.isSignersAccount(agreement, proof);
  }

  /** For files and actions: visible and past the password gate (else 403). */
  async readable(id: string, proof: AccessProof): Promise<Agreement> {
    const agreement = await this.visible(id);
    if (this.needsPassword(agreement, proof))
      throw new SigningError(403, 'signing.password_locked', 'Enter the agreement’s password first.');
    return agreement;
  }

  /** For actions: readable, and still open for signing. */
  async signable(id: string, proof: AccessProof): Promise<Agreement> {
    const agreement = await this.readable(id, proof);
    const closed = closedState(agreement);
    if (closed) throw SigningError.forbidden(closed.status, 'signed or declined');
    return agreement;
  }

  /** Signing needs every proof the agreement asks for: the emailed code too. */
  async signableWithEveryProof(id: string, proof: AccessProof): Promise<Agreement> {
    const agreement = await this.signable(id, proof);
    if (this.needsCode(agreement, proof))
      throw new InvalidFields({ code: 'Enter the code we emailed you before signing.' });
    return agreement;
  }

  /** Declining ends the agreement for good: it needs every proof that signing needs. */
  async declinable(id: string, proof: AccessProof): Promise<Agreement> {
    const agreement = await this.signable(id, proof);
    if (this.needsCode(agreement, proof))
      throw new InvalidFields({
        reason: 'Enter the code we emailed you before declining: it shows the agreement reached you.',
      });
    return agreement;
  }
}
