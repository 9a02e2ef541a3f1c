/* global window, indexedDB, Event -- functions passed to page.evaluate run in the browser */
// Two members of one household share a shopping list, each in a browser context of their own:
// Amy shops a recipe (confirmation, then items by category with scaled amounts); each sees the
// other's checks arrive without a reload; Amy's check made offline waits as pending in IndexedDB
// and reaches Ben once she is back online; Ben's pantry item is found by Amy's Reconcile with
// Pantry. Screenshots at 390x844 and 1280x800. Run: node apps/web-e2e/run.mjs --scenario ./shopping-scenario.mjs
import { formHousehold, membersKit, shopRecipe, waitForPath } from './steps.mjs';

const PASSWORD = 'shopping-42';
const HOUSEHOLD = 'Hill Street Kitchen';
const RECIPE = 'Sunday Pancakes';

/** The queue of unsent changes the page keeps in IndexedDB (database 'mise', store 'shopping', key '{uid}/queue'). */
const queuedInIndexedDb = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mise');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          // Each person's keys start with their uid: this page has one person's queue.
          const store = open.result.transaction('shopping').objectStore('shopping');
          const keys = store.getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            const key = keys.result.find((k) => String(k).endsWith('/queue'));
            if (key === undefined) return resolve([]);
            const request = store.get(key);
            request.onsuccess = () => resolve(request.result ?? []);
            request.onerror = () => reject(request.error);
          };
        };
      }),
  );

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const people = {
    amy: { name: 'Amy Hill', email: `amy-shop-${stamp}@example.com` },
    ben: { name: 'Ben Hill', email: `ben-shop-${stamp}@example.com` },
  };
  const pages = {};
  const latencies = [];

  const { shot, step } = membersKit({ results, artifacts, prefix: 'shopping', pages });

  const item = (page, name) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  const checkedGroup = (page) => page.getByRole('region', { name: 'Checked Items' });

  /** Marks the page so a reload (which would drop the mark) is noticed. */
  const markNoReload = (page) =>
    page.evaluate(() => {
      window.__sameDocument = true;
    });
  const assertNoReload = async (page, who) => {
    if (!(await page.evaluate(() => window.__sameDocument === true)))
      throw new Error(`${who}'s page was reloaded`);
  };

  /** `actor` taps an item; resolves once `watcher`'s open page shows it checked, with the time it took. */
  async function checkSeenBy(actor, watcher, name) {
    const started = Date.now();
    await item(actor, name).click();
    await checkedGroup(watcher).getByText(name).waitFor();
    latencies.push(Date.now() - started);
  }

  await step('two people sign up, each in their own browser, and form a household', async () => {
    await formHousehold(people, pages, { baseUrl, newContext, pageErrors, password: PASSWORD }, HOUSEHOLD);
  });

  await step('Amy writes a recipe for 2', async () => {
    const page = pages.amy;
    await page.goto(`${baseUrl}/create-recipe`);
    await page.getByLabel('Title').fill(RECIPE);
    await page.getByLabel('Servings').fill('2');
    const lines = ['200 g flour', '2 eggs', '300 ml milk', '1 lemon'];
    // The form always ends with one empty line to type the next ingredient into.
    for (const [i, line] of lines.entries())
      await page.getByRole('textbox', { name: `Ingredient ${i + 1}` }).fill(line);
    await page.getByRole('textbox', { name: 'Step 1' }).fill('Whisk and fry.');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await waitForPath(page, /^\/recipe\/\d+$/);
  });

  await step('Shop for 4 on the recipe: the confirmation, then items by category, doubled', async () => {
    const page = pages.amy;
    const sheet = await shopRecipe(page, 2);
    await sheet.getByText('300 ml milk').waitFor();
    await shot(page, '01-confirmation', { desktop: true });
    await sheet.getByRole('button', { name: 'Add to Shopping List' }).click();
    for (const [category, line] of [
      ['Fresh Produce', /^2 lemons?$/],
      ['Dairy', '600 ml milk'],
      ['Eggs & Fridge', '4 eggs'],
      ['Pantry', '400 g flour'],
    ])
      await page.getByRole('region', { name: category }).getByText(line).waitFor();
    await page.getByText('4 items · 0 checked').waitFor();
    await shot(page, '02-by-category', { desktop: true });
  });

  await step("Ben's list is the household's: the same items, added by Amy", async () => {
    const page = pages.ben;
    await page.goto(`${baseUrl}/shopping`);
    await page.getByText('4 items · 0 checked').waitFor();
    await item(page, '4 eggs').getByText(`added by ${people.amy.name}`).waitFor();
    await page.getByRole('heading', { name: `${HOUSEHOLD} Pantry` }).waitFor();
    await shot(page, '03-ben-list');
  });

  await step("each member sees the other's check arrive, without a reload", async () => {
    await markNoReload(pages.amy);
    await markNoReload(pages.ben);
    await checkSeenBy(pages.ben, pages.amy, '4 eggs');
    await checkSeenBy(pages.amy, pages.ben, '600 ml milk');
    await pages.amy.getByText('4 items · 2 checked').waitFor();
    await assertNoReload(pages.amy, 'Amy');
    await assertNoReload(pages.ben, 'Ben');
    console.log(`shopping: check -> other member's screen: ${latencies.join(' ms, ')} ms`);
    await shot(pages.amy, '04-live-checks', { desktop: true });
  });

  await step(
    "Amy's check made offline waits as pending in IndexedDB, then reaches Ben once she is online",
    async () => {
      const page = pages.amy;
      await page.context().setOffline(true);
      await item(page, '400 g flour').click();
      await checkedGroup(page).getByText('pending').waitFor();
      await page.getByText(/Offline: 1 change waiting to be sent/).waitFor();
      const queued = await queuedInIndexedDb(page);
      if (!queued.some((op) => op.op === 'check' && op.checked === true))
        throw new Error(`IndexedDB queue holds ${JSON.stringify(queued)}`);
      await shot(page, '05-offline-pending', { desktop: true });
      await page.context().setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await checkedGroup(page).getByText('pending').waitFor({ state: 'detached' });
      await checkedGroup(pages.ben).getByText('400 g flour').waitFor();
      await assertNoReload(pages.ben, 'Ben');
      await page.reload();
      await checkedGroup(page).getByText('400 g flour').waitFor();
      await page.getByText('4 items · 3 checked').waitFor();
      if ((await queuedInIndexedDb(page)).length !== 0) throw new Error('IndexedDB queue not emptied');
    },
  );

  await step("Reconcile with Pantry finds Ben's pantry item on the list and checks it", async () => {
    const ben = pages.ben;
    await ben.getByRole('button', { name: /Add Pantry Item/ }).click();
    const sheet = ben.getByRole('dialog', { name: 'Add Pantry Item' });
    await sheet.getByLabel('Item name').fill('Lemons');
    await sheet.getByLabel('Unit').selectOption('piece');
    await sheet.getByRole('button', { name: 'Add Pantry Item' }).click();
    const amy = pages.amy;
    await amy
      .getByRole('region', { name: `${HOUSEHOLD} Pantry` })
      .getByText('Lemons')
      .waitFor();
    await amy.getByRole('button', { name: /Reconcile with Pantry/ }).click();
    const reconcile = amy.getByRole('dialog', { name: 'Reconcile with Pantry' });
    await reconcile.getByText(/^2 lemons?$/).waitFor();
    await shot(amy, '06-reconcile', { desktop: true });
    await reconcile.getByRole('button', { name: 'Remove Duplicate Items' }).click();
    await amy.getByText('4 items · 4 checked').waitFor();
    await ben.getByText('4 items · 4 checked').waitFor();
    await shot(ben, '07-all-checked');
  });

  await step('no page error on either screen', async () => {
    if (pageErrors.length > 0) throw new Error(pageErrors.join(' | '));
  });
}
