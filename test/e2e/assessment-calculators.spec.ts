import { expect, test } from './test';

test('the adoption calculator scores three answers with the published formula', async ({ page }) => {
  await page.goto('/assessment/system-adoption-score-calculator');
  const result = page.getByRole('status').filter({ hasText: 'Your system adoption score' });
  await expect(result).toContainText('Answer all three questions.');
  await page
    .getByRole('group', { name: /real work in the CRM/ })
    .getByLabel('70–90%')
    .check();
  await page
    .getByRole('group', { name: /update their deal stages/ })
    .getByLabel('50–70%')
    .check();
  await page
    .getByRole('group', { name: /export CRM data/ })
    .getByLabel('Every week')
    .check();
  // 100 × (0.4 × ⅔ + 0.4 × ⅓ + 0.2 × ⅓), the worked example of docs/scoring.md.
  await expect(result).toContainText('46.7');
  await expect(result).toContainText('Partial adoption');
});

test('the demo calculation starts from the worked example and rescores a changed answer', async ({
  page,
}) => {
  await page.goto('/assessment/demo-score-calculation');
  const overall = page.getByRole('status').filter({ hasText: 'Overall CRM health score' });
  await expect(overall).toContainText('39.5');
  await expect(overall).toContainText('Foundational maturity');
  await expect(page.getByTestId('score-pipeline')).toHaveText('14.6');
  await page
    .getByLabel('Do your pipeline stages have written entry and exit criteria?')
    .selectOption({ label: 'For every stage, based on what the buyer has done' });
  // Pipeline: (⅓ + 1 × 2 + 0.25) / 4 = 64.6.
  await expect(page.getByTestId('score-pipeline')).toHaveText('64.6');
  await expect(overall).not.toContainText('39.5');
  await page.getByRole('button', { name: 'Back to the example' }).click();
  await expect(overall).toContainText('39.5');
});
