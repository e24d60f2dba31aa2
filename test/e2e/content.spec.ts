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
