import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AuthEmulatorStub, startAuthEmulatorStub } from './auth-emulator-stub';
import { mintEmulatorToken } from './emulator-token';

describe('mintEmulatorToken', () => {
  const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let stub: AuthEmulatorStub;
  beforeAll(async () => {
    stub = await startAuthEmulatorStub();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = stub.host;
  });
  afterAll(async () => {
    await stub.close();
    if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
  });

  const app = initializeApp({ projectId: 'demo-recipes' }, 'token-spec');
  afterAll(() => deleteApp(app));

  it('mints a token firebase-admin accepts in emulator mode', async () => {
    const token = mintEmulatorToken({ uid: 'cook-1', email: 'cook@example.com', name: 'Cook One' });
    const decoded = await getAuth(app).verifyIdToken(token);
    expect(decoded).toMatchObject({ uid: 'cook-1', email: 'cook@example.com', name: 'Cook One' });
    expect(decoded.firebase.sign_in_provider).toBe('password');
  });

  it('stops verifying once the account is disabled', async () => {
    stub.disable('cook-2');
    await expect(getAuth(app).verifyIdToken(mintEmulatorToken({ uid: 'cook-2' }))).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
  });

  it('mints expired tokens that are refused', async () => {
    const token = mintEmulatorToken({ uid: 'cook-1', expiresInSeconds: -10 });
    await expect(getAuth(app).verifyIdToken(token)).rejects.toMatchObject({ code: 'auth/id-token-expired' });
  });

  it('refuses a token minted for another project', async () => {
    const token = mintEmulatorToken({ uid: 'cook-1', projectId: 'someone-else' });
    await expect(getAuth(app).verifyIdToken(token)).rejects.toThrow(/aud/);
  });
});
