/** What other modules may use of signing: the agreements service (the payments module moves agreements to paid) and the signer's access proofs and the rules they pass. */
export { SigningModule } from './signing.module';
export { AgreementsService, paymentDue } from './agreements.service';
export type { Actor } from './agreements.service';
export { AgreementAccess } from './agreement-access';
export { SignerAccessPolicy } from './signer-access.policy';
export type { Agreement } from './entities/agreement.entity';
export { SigningError } from './signing.error';
export { closedState, signerActor, signerView, adminActor, amountOf } from './signing-views';
export { SigningPersonalData } from './signing-personal-data';
export { SigningDashboard } from './signing-dashboard';
export { sealSampleAgreement } from './sealing/seal-sample';
export { PaidTraining } from './paid-training';
export type { PaidTier } from './paid-training';
