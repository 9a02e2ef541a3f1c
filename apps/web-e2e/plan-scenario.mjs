// Two members of one household plan a week, each in a browser context of their own: Amy adds a
// recipe from the Plan tab and Ben sees it arrive; Ben adds a note; Amy adds the week to the list
// (the confirmation names what the pantry already has); Ben's list shows the lines grouped by
// category with the pantry's item left out; 'What can I make?' adds a missing line; the calendar
// link answers a valid calendar. Screenshots at 390x844 and 1280x800.
// Run: node apps/web-e2e/run.mjs --scenario ./plan-scenario.mjs
import { api, emulatorToken, formHousehold, membersKit } from './steps.mjs';

const PASSWORD = 'planning-42';
const HOUSEHOLD = 'Mill Lane';

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const people = {
    amy: { name: 'Amy Mill', email: `amy-plan-${stamp}@example.com` },
    ben: { name: 'Ben Mill', email: `ben-plan-${stamp}@example.com` },
  };
  const pages = {};
  const tokens = {};
  const { shot, step } = membersKit({ results, artifacts, prefix: 'plan', pages });

  await step('two people sign up and form a household', async () => {
    await formHousehold(people, pages, { baseUrl, newContext, pageErrors, password: PASSWORD }, HOUSEHOLD);
    for (const who of ['amy', 'ben']) tokens[who] = await emulatorToken(baseUrl, people[who].email, PASSWORD);
    const recipe = (title, ingredients) =>
      api(baseUrl, tokens.amy, 'POST', '/recipes', { title, servings: 2, ingredients });
    await recipe('Onion Curry', ['2 onions', '200 g rice', '1 tbsp cumin']);
    await recipe('Jacket Potatoes', ['4 potatoes', '50 g butter', '1 onion']);
    await recipe('Cheese Toast', ['2 slices bread', '50 g cheddar', '1 tsp mustard']);
    await api(baseUrl, tokens.ben, 'POST', '/pantry/items', { name: 'Rice', quantity: '1', unit: 'kg' });
    await api(baseUrl, tokens.ben, 'POST', '/pantry/items', { name: 'Bread', quantity: '1', unit: 'piece' });
  });

  await step('Amy plans a recipe from the Plan tab; Ben sees it arrive', async () => {
    const [amy, ben] = [pages.amy, pages.ben];
    // Next week: every entry lies ahead, so the calendar's coming 8 weeks hold them all.
    await ben.goto(`${baseUrl}/plan`);
    await ben.getByRole('button', { name: /Next week/ }).click();
    await amy.goto(`${baseUrl}/recipes`);
    await amy.getByRole('link', { name: 'Plan' }).click();
    await amy.getByRole('button', { name: /Next week/ }).click();
    await amy
      .getByRole('button', { name: /^Add to / })
      .first()
      .click();
    const sheet = amy.getByRole('dialog', { name: 'Add to plan' });
    await sheet.getByLabel('Search recipes').fill('Onion Curry');
    await sheet.getByRole('button', { name: 'Onion Curry' }).click();
    await amy.getByRole('link', { name: 'Onion Curry' }).waitFor();
    const started = Date.now();
    await ben.getByRole('link', { name: 'Onion Curry' }).waitFor();
    console.log(`plan: entry -> other member's screen: ${Date.now() - started} ms (after Amy's own screen)`);
    await shot(amy, '01-week', { desktop: true });
  });

  await step('Ben adds a note and a second recipe; Amy sees both', async () => {
    const ben = pages.ben;
    await ben
      .getByRole('button', { name: /^Add to / })
      .nth(2)
      .click();
    const sheet = ben.getByRole('dialog', { name: 'Add to plan' });
    await sheet.getByLabel('Or a note').fill('Leftovers');
    await sheet.getByRole('button', { name: 'Add note' }).click();
    await ben
      .getByRole('button', { name: /^Add to / })
      .nth(3)
      .click();
    await sheet.getByLabel('Search recipes').fill('Jacket');
    await sheet.getByRole('button', { name: 'Jacket Potatoes' }).click();
    await pages.amy.getByText('Leftovers').waitFor();
    await pages.amy.getByRole('link', { name: 'Jacket Potatoes' }).waitFor();
    await shot(ben, '02-ben-week', { desktop: true });
  });

  await step("Amy adds the week to the list: the confirmation names the pantry's rice", async () => {
    const amy = pages.amy;
    await amy.getByRole('button', { name: 'Add week to shopping list' }).click();
    const sheet = amy.getByRole('dialog', { name: 'Add week to shopping list' });
    await sheet.getByRole('list', { name: 'Will be added' }).getByText('3 onions').waitFor();
    await sheet.getByRole('list', { name: 'Already in the pantry' }).getByText('rice').waitFor();
    await shot(amy, '03-confirm', { desktop: true });
    await sheet.getByRole('button', { name: 'Add to list' }).click();
    await amy.getByText(/^Added \d+ and updated/).waitFor();
  });

  await step("Ben's list shows the lines by category, without the pantry's rice", async () => {
    const ben = pages.ben;
    await ben.goto(`${baseUrl}/shopping`);
    await ben.getByRole('region', { name: 'Fresh Produce' }).getByText('3 onions').waitFor();
    await ben.getByRole('region', { name: 'Fresh Produce' }).getByText('4 potatoes').waitFor();
    await ben.getByRole('region', { name: 'Dairy' }).getByText('50 g butter').waitFor();
    if ((await ben.getByRole('checkbox', { name: /rice/i }).count()) !== 0)
      throw new Error('rice is on the list');
    await shot(ben, '04-list', { desktop: true });
  });

  await step("'What can I make?' shows have 1 of 3 and adds a missing line", async () => {
    const ben = pages.ben;
    await ben.getByRole('button', { name: /What can I make\?/ }).click();
    const sheet = ben.getByRole('dialog', { name: 'What can I make?' });
    const toast = sheet
      .getByRole('listitem')
      .filter({ has: ben.getByRole('link', { name: 'Cheese Toast' }) });
    await toast.getByText('have 1 of 3').waitFor();
    await toast.getByRole('list', { name: 'Missing for Cheese Toast' }).getByText('50 g cheddar').waitFor();
    await shot(ben, '05-cookable', { desktop: true });
    await toast.getByRole('button', { name: 'Add missing to list' }).click();
    await toast.getByRole('button', { name: 'Added to list' }).waitFor();
    await sheet.getByRole('button', { name: /close/i }).click();
    await ben.getByRole('checkbox', { name: /^50 g cheddar/ }).waitFor();
    await shot(ben, '06-list-after-cookable');
  });

  await step('the calendar link answers a valid calendar', async () => {
    const link = await api(baseUrl, tokens.amy, 'POST', '/plan/calendar-link');
    const res = await fetch(link.body.url);
    const text = await res.text();
    if (!/^text\/calendar/.test(res.headers.get('content-type') ?? '')) throw new Error('not text/calendar');
    if (!text.startsWith('BEGIN:VCALENDAR\r\n') || !text.endsWith('END:VCALENDAR\r\n'))
      throw new Error(`not a calendar: ${text.slice(0, 80)}`);
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    if (lines.some((line) => !/^[A-Z-]+[:;]/.test(line))) throw new Error('a line is not a property');
    if (lines.filter((line) => line === 'BEGIN:VEVENT').length !== 3)
      throw new Error(`expected 3 events: ${text}`);
    if (!lines.includes('SUMMARY:Dinner: Onion Curry')) throw new Error('the curry is not in the calendar');
  });

  await step('no page error on either screen', async () => {
    if (pageErrors.length > 0) throw new Error(pageErrors.join('\n'));
  });
}
