// Writes dist/build.json after a production build: the id Inertia clients compare (asset version)
// is a hash of the client manifest, so it changes exactly when the browser code changes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const manifest = readFileSync('dist/client/.vite/manifest.json');
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
writeFileSync('dist/build.json', `${JSON.stringify({ id, timestamp: new Date().toISOString() })}\n`);
console.log(`build id ${id}`);
