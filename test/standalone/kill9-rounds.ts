import { mintEmulatorToken } from '@mise/platform-testing';
import { freePort, killHard, RunningStandalone, spawnStandalone, waitUntilUp } from './standalone-process';

const auth = {
  Authorization: `Bearer ${mintEmulatorToken({ uid: 'durable-cook', name: 'Durable Cook', email: 'durable@example.com' })}`,
};

async function createRecipe(server: RunningStandalone, title: string): Promise<number | null> {
  try {
    const res = await fetch(`${server.url}/api/recipes`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, ingredients: ['1 egg'], method: ['Cook it'] }),
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { id: number }).id;
  } catch {
    // The server died before answering: not acknowledged, so not promised.
    return null;
  }
}

async function storedTitles(server: RunningStandalone): Promise<Map<number, string>> {
  const res = await fetch(`${server.url}/api/recipes?view=mine`, { headers: auth });
  if (res.status !== 200) throw new Error(`listing after restart answered ${res.status}`);
  const list = (await res.json()) as { id: number; title: string }[];
  return new Map(list.map((r) => [r.id, r.title]));
}

/**
 * `rounds` times: start the built standalone server on `env` (its store must open cleanly), check
 * every recipe acknowledged so far is there with its title, write 5 recipes one by one, then a
 * burst of 12 at once with `kill -9` the moment the fifth burst write is acknowledged. Finally one
 * clean start, the same check, and a clean SIGTERM. Returns how many writes were acknowledged.
 */
export async function killAndRestartRounds(rounds: number, env: Record<string, string>): Promise<number> {
  const start = async () => {
    const server = spawnStandalone({ ...env, PORT: String(await freePort()) });
    await waitUntilUp(server);
    return server;
  };
  const expectAllThere = async (server: RunningStandalone, acknowledged: Map<number, string>) => {
    const stored = await storedTitles(server);
    for (const [id, title] of acknowledged)
      if (stored.get(id) !== title)
        throw new Error(
          `acknowledged recipe ${id} '${title}' came back as ${JSON.stringify(stored.get(id))}`,
        );
  };

  const acknowledged = new Map<number, string>();
  for (let round = 1; round <= rounds; round++) {
    const server = await start();
    await expectAllThere(server, acknowledged);
    for (let i = 0; i < 5; i++) {
      const title = `round ${round} recipe ${i}`;
      const id = await createRecipe(server, title);
      if (id === null) throw new Error(`write '${title}' was refused before any kill`);
      acknowledged.set(id, title);
    }
    let acks = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const title = `round ${round} burst ${i}`;
        const id = await createRecipe(server, title);
        if (id === null) return;
        acknowledged.set(id, title);
        if (++acks === 5) killed = killHard(server);
      }),
    );
    await (killed ?? killHard(server));
  }
  const server = await start();
  await expectAllThere(server, acknowledged);
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`clean stop exited ${code}:\n${server.output()}`);
  return acknowledged.size;
}
