// Three people, each in a browser context of their own: Amy asks Ben, Ben accepts, Cal (Ben's
// friend) sees Amy suggested through Ben, Amy and Ben form a household, Amy leaves and it is
// dissolved for both. Run: node apps/web-e2e/run.mjs --scenario ./social-scenario.mjs
import path from 'node:path';
import { acceptFriend, addFriend, signUpEach, stepRunner, waitForPath } from './steps.mjs';

const PASSWORD = 'friends-42';

export async function scenario({ baseUrl, artifacts, results, pageErrors, newContext }) {
  const stamp = Date.now();
  const people = {
    amy: { name: 'Amy Ash', email: `amy-${stamp}@example.com` },
    ben: { name: 'Ben Bell', email: `ben-${stamp}@example.com` },
    cal: { name: 'Cal Cole', email: `cal-${stamp}@example.com` },
  };
  const pages = {};

  const shot = async (page, name) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(artifacts, `social-${name}.png`) });
  };

  const step = stepRunner({
    results,
    onFailure: async (slug) => {
      for (const [who, page] of Object.entries(pages))
        await shot(page, `failed-${who}-${slug}`).catch(() => undefined);
    },
  });

  await step('three people sign up, each in their own browser', async () => {
    await signUpEach(people, pages, { baseUrl, newContext, pageErrors, password: PASSWORD });
  });

  await step('Amy finds Ben by name and asks him to be friends', async () => {
    await addFriend(pages.amy, baseUrl, people.ben.name);
    await shot(pages.amy, '01-amy-asked-ben');
  });

  await step('Ben sees the request badge and accepts; both list each other', async () => {
    await pages.ben.goto(`${baseUrl}/friends`);
    await pages.ben.getByTestId('requests-badge').getByText('1').waitFor();
    await acceptFriend(pages.ben, baseUrl, people.amy.name);
    await pages.ben.getByRole('tab', { name: 'Friends (1)' }).click();
    await pages.ben.getByRole('link', { name: new RegExp(people.amy.name) }).waitFor();
    await pages.amy.goto(`${baseUrl}/friends`);
    await pages.amy.getByRole('tab', { name: 'Friends (1)' }).waitFor();
    await shot(pages.ben, '02-ben-friends');
  });

  await step("Cal becomes Ben's friend and sees Amy suggested through one mutual friend", async () => {
    await addFriend(pages.cal, baseUrl, people.ben.name);
    await acceptFriend(pages.ben, baseUrl, people.cal.name);
    await pages.cal.goto(`${baseUrl}/friends`);
    await pages.cal.getByRole('tab', { name: /Search/ }).click();
    const suggestion = pages.cal.getByRole('listitem').filter({ hasText: people.amy.name });
    await suggestion.getByText('1 mutual friend').waitFor();
    await shot(pages.cal, '03-cal-suggestions');
  });

  await step("Amy's profile shows Ben as a friend with his Friends list", async () => {
    await pages.amy.goto(`${baseUrl}/friends`);
    await pages.amy.getByRole('link', { name: new RegExp(people.ben.name) }).click();
    await waitForPath(pages.amy, /^\/profile\/\d+$/);
    await pages.amy.getByText('Friends', { exact: true }).first().waitFor();
    await pages.amy
      .getByRole('list', { name: 'Profile options' })
      .getByRole('link', { name: 'Friends' })
      .click();
    await pages.amy.getByRole('heading', { name: `${people.ben.name}'s Friends` }).waitFor();
    await shot(pages.amy, '04-bens-friends');
  });

  await step('Amy invites Ben to a household and Ben accepts: both see it', async () => {
    await pages.amy.goto(`${baseUrl}/household`);
    await pages.amy.getByRole('textbox', { name: 'Household name' }).fill('Ash Bell Home');
    await pages.amy.getByRole('checkbox', { name: 'Ben' }).check();
    await pages.amy.getByRole('button', { name: 'Send Invitations' }).click();
    await pages.amy.getByText('1 pending').waitFor();
    await pages.ben.goto(`${baseUrl}/household`);
    await pages.ben.getByText(`${people.amy.name} invited you to join Ash Bell Home`).waitFor();
    await shot(pages.ben, '05-ben-invitation');
    await pages.ben.getByRole('button', { name: 'Accept' }).click();
    await pages.ben.getByRole('heading', { name: 'Ash Bell Home' }).waitFor();
    await pages.amy.goto(`${baseUrl}/household`);
    await pages.amy.getByRole('heading', { name: 'Ash Bell Home' }).waitFor();
    await pages.amy.getByText('Ben', { exact: true }).waitFor();
    await shot(pages.amy, '06-household');
  });

  await step('Amy leaves after the inline confirmation and the household is gone for both', async () => {
    await pages.amy.getByRole('button', { name: 'Leave Household' }).click();
    await pages.amy.getByRole('button', { name: 'Yes, Leave' }).click();
    await pages.amy.getByRole('button', { name: 'Send Invitations' }).waitFor();
    await pages.ben.goto(`${baseUrl}/household`);
    await pages.ben.getByRole('button', { name: 'Send Invitations' }).waitFor();
    if ((await pages.ben.getByRole('heading', { name: 'Ash Bell Home' }).count()) !== 0)
      throw new Error('Ben still sees the household');
    await shot(pages.ben, '07-dissolved');
  });

  await step('no page error on any of the three screens', async () => {
    if (pageErrors.length > 0) throw new Error(pageErrors.join(' | '));
  });
}
