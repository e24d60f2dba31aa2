#!/usr/bin/env node
/**
 * Draws the CRM wordmarks in public/logos: the CRM's name outlined in Inter Bold (paths, so every
 * system draws the same shapes) beside a rounded-square monogram, one colour, one cap height and one
 * baseline for all. They are drawn for this site, not the vendors' logos (names are their owners'
 * trademarks). Run again after adding a CRM:
 *
 *   node scripts/draw-crm-wordmarks.mjs && npx prettier --write shared/crm-wordmarks.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';

const CRMS = {
  activecampaign: 'ActiveCampaign',
  attio: 'Attio',
  hubspot: 'HubSpot',
  insightly: 'Insightly',
  netsuite: 'NetSuite',
  odoo: 'Odoo',
  pipedrive: 'Pipedrive',
  salesforce: 'Salesforce',
  twenty: 'Twenty',
  zoho: 'Zoho CRM',
};

const font = fontkit.create(readFileSync('assets/fonts/inter-latin-700.ttf'));
const HEIGHT = 40;
const CAP = 18; // cap height in px: every name is drawn at this size
const BASELINE = 27;
const TILE = 28; // the monogram's square, centred on the cap height
const GAP = 8;
const INK = '#18181b';
const scale = CAP / font.capHeight;
const round = (value) => Math.round(value * 100) / 100;

/** Outline of `text` at `scale`, starting at x, on the baseline y; returns the path and its advance. */
function outline(text, x, y, size, tracking = 0) {
  const run = font.layout(text);
  let pen = x;
  const parts = [];
  run.glyphs.forEach((glyph, index) => {
    const path = glyph.path.scale(size, -size).translate(pen, y);
    parts.push(path.toSVG());
    pen += run.positions[index].xAdvance * size + tracking;
  });
  return { d: parts.join(''), width: pen - x - tracking };
}

const widths = {};
for (const [slug, name] of Object.entries(CRMS)) {
  const tileTop = BASELINE - CAP / 2 - TILE / 2;
  const initial = name[0];
  const letterSize = (TILE * 0.5) / font.capHeight;
  const letter = outline(initial, 0, 0, letterSize);
  const letterX = (TILE - letter.width) / 2;
  const letterY = tileTop + TILE / 2 + (font.capHeight * letterSize) / 2;
  const mark = outline(initial, letterX, letterY, letterSize).d;
  const word = outline(name, TILE + GAP, BASELINE, scale, -0.2);
  const width = Math.ceil(TILE + GAP + word.width + 1);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect x="0" y="${round(tileTop)}" width="${TILE}" height="${TILE}" rx="7" fill="${INK}"/>`,
    `<path fill="#fff" d="${mark}"/>`,
    `<path fill="${INK}" d="${word.d}"/>`,
    '</svg>',
  ].join('');
  // toSVG prints full precision: two decimals are plenty at this size.
  writeFileSync(
    `public/logos/${slug}.svg`,
    `${svg.replace(/\d+\.\d{3,}/g, (n) => String(round(Number(n))))}\n`,
  );
  widths[slug] = width;
  console.log(`public/logos/${slug}.svg  ${width}×${HEIGHT}`);
}
// The page needs each mark's proportions before the image arrives (no layout shift).
writeFileSync(
  'shared/crm-wordmarks.ts',
  `// Written by scripts/draw-crm-wordmarks.mjs: each wordmark's width at a height of ${HEIGHT}.\n` +
    `export const WORDMARK_HEIGHT = ${HEIGHT};\nexport const WORDMARK_WIDTHS: Record<string, number> = ${JSON.stringify(widths, null, 2)};\n`,
);
