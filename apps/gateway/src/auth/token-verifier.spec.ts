import { mintEmulatorToken, startAuthEmulatorStub, type AuthEmulatorStub } from '@mise/platform-testing';
import { firebaseTokenVerifier, type TokenVerifier } from './token-verifier';

describe('firebase token verifier (emulator mode)', () => {
  let stub: AuthEmulatorStub;
  let verifier: TokenVerifier;

  beforeAll(async () => {
    stub = await startAuthEmulatorStub();
    verifier = firebaseTokenVerifier({
      projectId: 'demo-recipes',
      emulatorHost: stub.host,
      loadOnFirstToken: true,
    });
  });

  afterAll(async () => {
    await verifier.close();
    await stub.close();
  });

  it('checks a token once for a burst of requests carrying it, and answers each', async () => {
    const token = mintEmulatorToken({ uid: 'burst', name: 'Burst Cook', email: 'burst@example.com' });
    const before = stub.lookups;
    const identities = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(token)));
    expect(identities.map((i) => i.uid)).toEqual(Array(20).fill('burst'));
    expect(identities[0]).toMatchObject({ email: 'burst@example.com', name: 'Burst Cook' });
    expect(stub.lookups - before).toBe(1);
  });

  it('refuses every request of a burst with a disabled account, and checks again afterwards', async () => {
    stub.disable('gone');
    const token = mintEmulatorToken({ uid: 'gone', email: 'gone@example.com' });
    const results = await Promise.allSettled([verifier.verify(token), verifier.verify(token)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const before = stub.lookups;
    await expect(verifier.verify(token)).rejects.toThrow();
    expect(stub.lookups - before).toBe(1);
  });
});
