import { AppError } from '@mise/contracts';
import { INestMicroservice } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { busServerOptions, BusTimeoutError, createBusClient, send } from '@mise/platform-bus';
import { received, startEchoService } from '../../libs/platform/bus/src/bus.fixture';
import { typedBusCases } from '../../libs/platform/bus/src/typed-bus.cases';
import { BUS_PREFIX, dropEventStream, NATS_URL } from './integration-env';

/** The same handlers the in-process transport spec drives, this time over a real NATS server. */
describe('NATS bus', () => {
  let service: INestMicroservice;
  let client: ClientProxy;

  beforeAll(async () => {
    service = await startEchoService(busServerOptions({ NATS_URL, BUS_PREFIX }, undefined, 'echo'));
    client = createBusClient({ NATS_URL, BUS_PREFIX });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await service.close();
    await dropEventStream();
  });

  it('answers a request with the same JSON reply as in process', async () => {
    await expect(send(client, 'echo.double', { n: 21, tags: ['a'] })).resolves.toEqual({
      n: 42,
      tags: ['a'],
      at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('carries an AppError back as an AppError', async () => {
    await expect(send(client, 'echo.missing', {})).rejects.toEqual(new AppError('NotFound', 'Nothing here'));
  });

  it('turns an invalid message into an Invalid AppError', async () => {
    const error = await send(client, 'echo.double', { n: 'x' }).catch((e: unknown) => e);
    expect((error as AppError).kind).toBe('Invalid');
  });

  it('hides an unexpected failure behind a generic error', async () => {
    const error = await send(client, 'echo.crash', {}).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('fails a request nobody answers in time', async () => {
    await expect(send(client, 'echo.slow', { ms: 300 }, 50)).rejects.toBeInstanceOf(BusTimeoutError);
  });

  it('delivers events to listeners', async () => {
    received.length = 0;
    client.emit('echo.happened', { what: 'it' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([{ what: 'it' }]);
  });

  it('survives a listener that fails and keeps answering', async () => {
    client.emit('echo.explode', { id: 'not a number' });
    client.emit('echo.explode', { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(send(client, 'echo.double', { n: 1 })).resolves.toMatchObject({ n: 2 });
  });
});

/** On a prefix of its own: the failing listener above holds up later events on the shared one. */
describe('typed NATS bus', () => {
  const prefix = `${BUS_PREFIX}-typed`;
  let service: INestMicroservice;
  let client: ClientProxy;

  beforeAll(async () => {
    service = await startEchoService(busServerOptions({ NATS_URL, BUS_PREFIX: prefix }, undefined, 'echo'));
    client = createBusClient({ NATS_URL, BUS_PREFIX: prefix });
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await service.close();
    await dropEventStream(NATS_URL, prefix);
  });

  typedBusCases(() => client, 300);
});

describe('NATS bus shutdown', () => {
  const prefix = `${BUS_PREFIX}-drain`;

  afterAll(() => dropEventStream(NATS_URL, prefix));

  it('finishes a request in flight before the service closes, then stops taking new ones', async () => {
    const service = await startEchoService(
      busServerOptions({ NATS_URL, BUS_PREFIX: prefix }, undefined, 'echo'),
    );
    const client = createBusClient({ NATS_URL, BUS_PREFIX: prefix });
    await client.connect();
    try {
      const inFlight = send(client, 'echo.slow', { ms: 500 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = service.close();
      await expect(inFlight).resolves.toBe('late');
      await closed;
      await expect(send(client, 'echo.double', { n: 1 }, 2000)).rejects.toEqual(
        new AppError('Unavailable', 'The service is not available. Please try again.'),
      );
    } finally {
      await client.close();
    }
  });
});
