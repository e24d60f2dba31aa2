import { expect, test } from './test';

test('a visitor searches the help centre and opens a result', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('duplicates');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/help?q=duplicates');
  await expect(page.getByRole('status').filter({ hasText: 'match “duplicates”' })).toBeVisible();
  const first = page.getByTestId('help-result').first();
  await expect(first.locator('mark').first()).toHaveText(/duplicate/i);
  const title = (await first.locator('span').nth(1).innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL('/help/data-quality/deduplication');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
});

for (const [label, viewport] of [
  ['on a laptop', { width: 1280, height: 900 }],
  ['on a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test(`a visitor searches the documentation, reads a page, moves on and downloads a template ${label}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/docs');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('rotting');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/docs?q=rotting');
    await page.getByTestId('help-result').first().getByRole('link').click();
    await expect(page).toHaveURL('/docs/implementation/pipeline-configuration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Configuring a pipeline: stages, probabilities and stale deals',
    );
    await expect(page.getByText(/^Last reviewed/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources', exact: true })).toBeAttached();
    // The sidebar: beside the page on a laptop, a closed disclosure above it on a phone.
    if (viewport.width < 1024) await page.getByText('All documentation', { exact: true }).click();
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('link', { name: 'Configuring a pipeline' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sidebar.getByRole('link', { name: 'The field dictionary template' }).click();
    await expect(page).toHaveURL('/docs/templates/field-dictionary');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Field dictionary template \(CSV\)/ }).click();
    expect((await download).suggestedFilename()).toBe('field-dictionary.csv');
    await page.getByRole('link', { name: /Next The CRM governance charter template/ }).click();
    await expect(page).toHaveURL('/docs/templates/governance-charter');
  });
}

test('a visitor picks two CRMs and lands on the side-by-side table', async ({ page }) => {
  await page.goto('/crm-compare');
  const picker = page.getByRole('group', { name: 'CRMs to compare' });
  const compare = page.locator('#main').getByRole('button', { name: /^Compare/ });
  await expect(compare).toBeDisabled();
  await picker.getByText('Pipedrive', { exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Pick at least one more.');
  await picker.getByText('HubSpot', { exact: true }).click();
  await expect(compare).toBeEnabled();
  await compare.click();
  // Picked in the order Pipedrive, HubSpot; the server redirects to the one canonical order.
  await expect(page).toHaveURL('/crm-compare/hubspot-vs-pipedrive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HubSpot vs Pipedrive');
  const table = page.getByRole('table', { name: 'HubSpot vs Pipedrive: CRM comparison' });
  await expect(table.getByRole('columnheader')).toHaveText(['HubSpot', 'Pipedrive']);
  await expect(table.getByRole('rowheader', { name: 'Ease of use' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verdict by use case' })).toBeVisible();
});

for (const viewport of [null, { width: 390, height: 844 }]) {
  test(`the compare page works out each CRM's cost for a team, shows differences only, and keeps the names in view${viewport ? ' on a phone (390 px)' : ''}`, async ({
    page,
  }) => {
    if (viewport) await page.setViewportSize(viewport);
    await page.goto('/crm-compare/hubspot-vs-pipedrive-vs-salesforce');
    const costs = page.getByRole('region', { name: 'What it would cost your team' });
    await costs.getByLabel('People who need a seat').fill('12');
    await costs.getByLabel('Months').fill('12');
    // Pipedrive Growth: 12 × $39 × 12. Salesforce Pro: 12 × $100 × 12.
    await expect(costs.locator('[data-crm="pipedrive"] [data-plan="Growth"]')).toContainText('$5,616');
    await expect(costs.locator('[data-crm="salesforce"] [data-plan="Pro"]')).toContainText('$14,400');
    // HubSpot's sales product has no recorded price; its marketing product is shown apart:
    // ($890 + 9 extra seats × $45) × 12 + $3,000 onboarding.
    const hubspot = costs.locator('[data-crm="hubspot"]');
    await expect(hubspot.locator('[data-plan="Sales Hub"]')).toContainText('See vendor pricing');
    await expect(hubspot.getByText('Marketing product, bought separately')).toBeVisible();
    await expect(hubspot.locator('[data-plan="Marketing Hub Professional"]')).toContainText('$18,540');

    const table = page.getByRole('table', {
      name: 'HubSpot vs Pipedrive vs Salesforce Sales Cloud: CRM comparison',
    });
    await expect(table.getByRole('rowheader', { name: 'Deployment' })).toHaveCount(1);
    await page.getByLabel('Show differences only').check();
    // All three are "Cloud (SaaS)": the row goes; ratings that differ stay.
    await expect(table.getByRole('rowheader', { name: 'Deployment' })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: 'Ease of use' })).toHaveCount(1);

    if (viewport) {
      await table.getByRole('rowheader', { name: 'Limitations' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('compare-names')).toBeInViewport();
      await expect(page.getByTestId('compare-names')).toHaveText(
        'HubSpot · Pipedrive · Salesforce Sales Cloud',
      );
    }
  });
}

test('a fourth CRM cannot be picked', async ({ page }) => {
  await page.goto('/crm-compare');
  const picker = page.getByRole('group', { name: 'CRMs to compare' });
  for (const name of ['Attio', 'Twenty', 'Odoo CRM']) await picker.getByText(name, { exact: true }).click();
  await expect(picker.getByRole('checkbox', { name: /^Pipedrive/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Compare 3 CRMs' })).toBeEnabled();
});

test('the mobile menu opens, expands a section and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-nav');
  await menu.getByText('CRMs', { exact: true }).click();
  await menu.getByRole('link', { name: 'HubSpot' }).click();
  await expect(page).toHaveURL('/hubspot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HubSpot');
  await expect(menu).toBeHidden();
});

test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await page.locator('#mobile-nav').getByText('Services', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-nav')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('header menus work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#menu-services');
  await expect(panel.getByRole('link', { name: /RevOps consulting/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(services).toBeFocused();

  // Tabbing out of an open menu closes it.
  await page.keyboard.press('Enter');
  const links = await panel.getByRole('link').count();
  for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
});

test('the CRM chooser filters by need and can be reset', async ({ page }) => {
  await page.goto('/crm');
  await expect(page.getByRole('status')).toHaveText('Showing all 10 CRMs.');
  await page.getByLabel('Most important need').selectOption('self-hosting');
  await expect(page.getByRole('status')).toHaveText(/of 10 CRMs match/);
  await expect(page.getByRole('heading', { level: 3, name: 'Twenty' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'HubSpot' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('status')).toHaveText('Showing all 10 CRMs.');
  await expect(page.getByLabel('Most important need')).toHaveValue('any');
  await expect(page.getByRole('heading', { level: 3, name: 'HubSpot' })).toBeVisible();
});

test('responsive images: srcset with widths, intrinsic size, lazy below the fold', async ({ page }) => {
  await page.goto('/');
  const image = page.getByRole('img', { name: /Illustration of a sales pipeline/ });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '560');
  await expect(image).toHaveAttribute('height', '350');
  await expect(image).toHaveAttribute('srcset', /\/_img\?url=%2Fimages%2Fpipeline-review\.png&w=640 640w/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
