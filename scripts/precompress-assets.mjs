// Writes .br and .gz beside every text asset of the client build, once at build time, at the
// strongest levels: the server sends them to browsers that accept them (src/common/http/static-assets.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = 'dist/client/assets';
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
let before = 0;
let after = 0;
for (const name of readdirSync(dir).filter((file) => TEXT.test(file))) {
  const source = readFileSync(join(dir, name));
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(join(dir, `${name}.br`), br);
  writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
  before += source.length;
  after += br.length;
}
console.log(
  `precompressed assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
