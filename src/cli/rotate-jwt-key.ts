import { AppConfig } from '@config/app-config';
import { generatePrivateJwk, rotateKeyFile } from '@modules/auth';

/**
 * `npm run auth:rotate-key`: a new access-token signing key goes first; the previous ones stay
 * published in the JWKS so tokens they signed keep verifying until they expire.
 */
async function rotate(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  if (config.auth.jwtKeys) {
    // Keys come from the environment: print the new value to set, do not write anything.
    const keys = [await generatePrivateJwk(), ...config.auth.jwtKeys].slice(0, 3);
    process.stdout.write(`Set AUTH_JWT_KEYS to:\n${JSON.stringify(keys)}\n`);
    return;
  }
  const { kid, retired } = await rotateKeyFile(config.auth.jwtKeysFile);
  process.stdout.write(
    `New signing key ${kid} in ${config.auth.jwtKeysFile}${retired ? ` (${retired} oldest key(s) removed)` : ''}. Restart the app to use it.\n`,
  );
}

rotate().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
