/**
 * The equipment tracker in a real browser against the real server. A visitor sees the sample fleet; a signed-in
 * shipper sees the vehicles of the imported inspection data (test/support/equipment-files.ts, imported with the CLI),
 * searches by plate and by make, filters trailers, opens VIN Lookup on part of a VIN, and gets 'No Equipment Found'
 * for nonsense.
 */
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { useBrowserE2e } from './support/browser-e2e';
import { EQUIPMENT_FIXTURE, writeEquipmentFiles } from '../../test/support/equipment-files';
import { registration } from '../../test/support/http-client';
import { importFiles } from '../../test/support/import-cli';
import { e2eProfiles } from '../../test/support/server-process';
import { registerOnTrialInBrowser } from '../../test/support/trial';

// testTimeout in a jest project entry is not applied (it is a global option): set it here.
jest.setTimeout(180_000);

const VISIBLE = { state: 'visible', timeout: 20_000 } as const;
const { tractor, trailer, outOfService, old } = EQUIPMENT_FIXTURE;

/** The cards once the list shows exactly these plates, in this order (the search box asks the server after a pause). */
async function cardsShowing(page: Page, plates: string[]) {
  await page.waitForFunction((expected) => {
    const cards = [...document.querySelectorAll('[data-testid="equipment-card"]')].filter((card) => !card.closest('.ant-modal'));
    return cards.length === expected.length && cards.every((card, i) => card.textContent?.includes(expected[i]));
  }, plates);
  return page.getByTestId('equipment-card').all();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Search equipment' });
  await box.fill(text);
}

describe.each(e2eProfiles())('equipment tracker in the browser [%s]', (profile) => {
  const e2e = useBrowserE2e(profile, { env: { CARRIER_DATA_DEMO_ROWS: '0' } });
  // After the server is up (declared after useBrowserE2e): the census and inspection rows, imported as a user would.
  beforeAll(async () => {
    await importFiles(e2e.server, profile, writeEquipmentFiles(e2e.server.dataDir));
  }, 120_000);

  it('shows visitors the sample fleet', async () => {
    const { page } = e2e;
    await page.goto('/equipment-tracker');
    await page.getByText('Sample fleet data. Sign in to search live equipment records.').waitFor(VISIBLE);
    expect(await page.getByTestId('equipment-card').count()).toBeGreaterThan(0);
  });

  it('lets a signed-in shipper search live equipment, filter it and look a VIN up', async () => {
    const { page } = e2e;
    expect((await registerOnTrialInBrowser(page.request, registration())).status()).toBe(201);
    await page.goto('/equipment-tracker');
    await page.getByText('Trucks and trailers seen at FMCSA roadside inspections, across every carrier.').waitFor(VISIBLE);
    await cardsShowing(page, [trailer.plate, tractor.plate, outOfService.plate, old.plate]);
    await expect(page.getByTestId('equipment-count').textContent()).resolves.toBe('4 vehicles');
    await snap(page, e2e.shots, `equipment-tracker-${profile}`);

    // By plate: the tractor put out of service, with its carrier and what inspection data cannot tell.
    await search(page, outOfService.plate.toLowerCase());
    const [oos] = await cardsShowing(page, [outOfService.plate]);
    await expect(oos.getAttribute('data-status')).resolves.toBe('OUT_OF_SERVICE');
    const text = await oos.textContent();
    expect(text).toContain('GLEN DYER');
    expect(text).toContain('Out of Service');
    expect(text).toContain('Put Out of Service');
    expect(text).toContain('Vehicle maintenance violations at the last inspection: 2');
    expect(text).toContain('Mileage, fuel capacity and gross weight are not in FMCSA inspection data.');

    // By make.
    await search(page, tractor.make);
    const [byMake] = await cardsShowing(page, [tractor.plate]);
    expect(await byMake.textContent()).toContain(tractor.vin);

    // Trailers only.
    await search(page, '');
    await cardsShowing(page, [trailer.plate, tractor.plate, outOfService.plate, old.plate]);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Trailer$/ }).click();
    const [onlyTrailer] = await cardsShowing(page, [trailer.plate]);
    await expect(onlyTrailer.getAttribute('data-type')).resolves.toBe('TRAILER');
    expect(await onlyTrailer.textContent()).toContain(trailer.plate);

    // VIN Lookup: the first vehicle whose VIN holds the typed part.
    await page.getByRole('button', { name: 'VIN Lookup' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'VIN or part of a VIN' }).fill(tractor.vin.slice(-6).toLowerCase());
    await dialog.getByRole('button', { name: 'Look Up' }).click();
    await dialog.getByTestId('equipment-card').waitFor(VISIBLE);
    expect(await dialog.getByTestId('equipment-card').textContent()).toContain(tractor.vin);
    await snap(page, e2e.shots, `equipment-vin-lookup-${profile}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Nonsense: the empty state.
    await search(page, 'zzqqxx nothing');
    await page.getByTestId('equipment-empty').waitFor(VISIBLE);
    expect(await page.getByTestId('equipment-empty').textContent()).toContain('No Equipment Found');
  });
});
