// Writes .br and .gz beside every text asset of the client build (and the CRM wordmarks, SVG paths
// that shrink to a third), once at build time, at the strongest levels: the server sends them to
// browsers that accept them (src/common/http/static-assets.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIRS = ['dist/client/assets', 'dist/client/logos'];
const TEXT = /\.(js|mjs|css|svg|json|txt|map)$/;
let before = 0;
let after = 0;
for (const [dir, name] of DIRS.filter((dir) => existsSync(dir)).flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => TEXT.test(file))
    .map((file) => [dir, file]),
)) {
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
