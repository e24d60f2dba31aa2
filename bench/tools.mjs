#!/usr/bin/env node
/**
 * Tools (issue 20): how long generating a pipeline and its CSV files takes, over every one of the 448
 * answer sets, from the compiled server build (the same code the browser runs). Target: < 1 ms each.
 *
 *   npm run bench:tools
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const stages = require('../dist/server/shared/tools/sales-stages');
const files = require('../dist/server/shared/tools/pipeline-export');

const keys = (record) => Object.keys(record);
const inputs = keys(stages.BUSINESS_MODELS).flatMap((model) =>
  keys(stages.SALES_MOTIONS).flatMap((motion) =>
    keys(stages.DEAL_SIZES).flatMap((dealSize) =>
      keys(stages.SALES_CYCLES).map((cycle) => ({ model, motion, dealSize, cycle })),
    ),
  ),
);

function measure(label, work) {
  for (let round = 0; round < 20; round += 1) inputs.forEach(work); // warm-up
  const rounds = 200;
  const start = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) inputs.forEach(work);
  const perCallMs = Number(process.hrtime.bigint() - start) / 1e6 / (rounds * inputs.length);
  console.log(
    `${label.padEnd(44)} ${(perCallMs * 1000).toFixed(1).padStart(7)} µs per call   ÷ 1 ms target: ${perCallMs.toFixed(4)}`,
  );
}

console.log(`${inputs.length} answer sets, Node ${process.version}`);
measure('generatePipeline', (answers) => stages.generatePipeline(answers));
measure('generatePipeline + HubSpot and Pipedrive CSV', (answers) => {
  const pipeline = stages.generatePipeline(answers);
  files.hubspotCsv(pipeline);
  files.pipedriveCsv(pipeline);
});
