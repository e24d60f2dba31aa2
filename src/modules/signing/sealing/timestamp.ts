import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { der, sha256Algorithm } from './cms';

type Asn1 = forge.asn1.Asn1;

/** How long a timestamp authority may take before the seal is tried again later (the job retries). */
const TSA_TIMEOUT_MS = 10_000;
/** A token with its certificates is a few kilobytes; anything far larger is not one. */
const MAX_REPLY_BYTES = 64 * 1024;

export class TimestampError extends Error {}

/** The parts of a TSTInfo this checks (RFC 3161 §2.4.2). */
export interface TimestampInfo {
  hashedMessage: Buffer;
  genTime: Date;
  nonce: Buffer | null;
}

/** Reads the TSTInfo a timestamp token (a ContentInfo of SignedData) encapsulates. */
export function tstInfoOf(token: Asn1): TimestampInfo {
  const signedData = ((token.value as Asn1[])[1].value as Asn1[])[0].value as Asn1[];
  const encapsulated = signedData[2].value as Asn1[];
  const eContent = ((encapsulated[1].value as Asn1[])[0].value as string) ?? '';
  const fields = der.fromBuffer(Buffer.from(eContent, 'binary')).value as Asn1[];
  // TSTInfo: version, policy, messageImprint, serialNumber, genTime, accuracy?, ordering?, nonce?, …
  const imprint = fields[2].value as Asn1[];
  const genTime = forge.asn1.generalizedTimeToDate(fields[4].value as string);
  const nonce = fields.slice(5).find((field) => field.tagClass === 0 && field.type === 2);
  return {
    hashedMessage: Buffer.from(imprint[1].value as string, 'binary'),
    genTime,
    nonce: nonce ? stripSign(Buffer.from(nonce.value as string, 'binary')) : null,
  };
}

const stripSign = (bytes: Buffer) => (bytes.length > 1 && bytes[0] === 0 ? bytes.subarray(1) : bytes);

/**
 * An RFC 3161 timestamp of a signature value from `tsaUrl` (PAdES B-T's signature-time-stamp),
 * checked before it is used: granted, over this signature's SHA-256, with our nonce.
 */
export async function signatureTimestamp(tsaUrl: string, signature: Buffer): Promise<Asn1> {
  const hash = createHash('sha256').update(signature).digest();
  const nonce = randomBytes(8);
  nonce[0] &= 0x7f; // a positive INTEGER
  const request = der.sequence(
    der.integer(1),
    der.sequence(sha256Algorithm(), der.octets(hash)),
    der.integerBytes(nonce),
    // certReq: the token carries the TSA's certificate, so it can be checked on its own.
    der.boolean(true),
  );
  let reply: Buffer;
  try {
    const response = await fetch(tsaUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query' },
      body: der.toBuffer(request),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new TimestampError(`The timestamp authority answered ${response.status}`);
    reply = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`The timestamp authority could not be reached: ${(error as Error).message}`);
  }
  if (reply.length > MAX_REPLY_BYTES) throw new TimestampError('The timestamp reply is too large to be one');
  const [statusInfo, token] = der.fromBuffer(reply).value as Asn1[];
  const status = ((statusInfo.value as Asn1[])[0].value as string).charCodeAt(0);
  // 0 granted, 1 granted with modifications; anything else is a refusal.
  if ((status !== 0 && status !== 1) || !token)
    throw new TimestampError(`The timestamp was refused (status ${status})`);
  const info = tstInfoOf(token);
  if (!info.hashedMessage.equals(hash)) throw new TimestampError('The timestamp is over another hash');
  if (!info.nonce?.equals(stripSign(nonce)))
    throw new TimestampError('The timestamp does not echo our nonce');
  return token;
}
