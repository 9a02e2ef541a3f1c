import { AppError } from '@mise/contracts';
import { INestMicroservice } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { busServerOptions, createBusClient } from './bus-options';
import { received, startEchoService } from './bus.fixture';
import { InProcessBroker } from './in-process.transport';
import { BusTimeoutError, send } from './send';
import { typedBusCases } from './typed-bus.cases';

describe('in-process bus', () => {
  let service: INestMicroservice;
  let client: ClientProxy;

  beforeAll(async () => {
    const broker = new InProcessBroker();
    service = await startEchoService(busServerOptions({}, broker));
    client = createBusClient({}, broker);
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers a request with a reply copied through JSON', async () => {
    const reply = await send<{ n: number; tags: string[]; at: unknown }>(client, 'echo.double', {
      n: 21,
      tags: ['a'],
    });
    expect(reply).toEqual({ n: 42, tags: ['a'], at: '1970-01-01T00:00:00.000Z' });
  });

  it('carries an AppError back as an AppError', async () => {
    await expect(send(client, 'echo.missing', {})).rejects.toEqual(new AppError('NotFound', 'Nothing here'));
  });

  it('turns an invalid message into an Invalid AppError', async () => {
    const error = await send(client, 'echo.double', { n: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('Invalid');
  });

  it('hides an unexpected failure behind a generic error', async () => {
    const error = await send(client, 'echo.crash', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('fails a request nobody answers in time', async () => {
    await expect(send(client, 'echo.slow', { ms: 300 }, 50)).rejects.toBeInstanceOf(BusTimeoutError);
  });

  it('reports a pattern no service handles as unavailable', async () => {
    await expect(send(client, 'nobody.home', {}, 1000)).rejects.toEqual(
      new AppError('Unavailable', 'The service is not available. Please try again.'),
    );
  });

  it('delivers events to listeners', async () => {
    received.length = 0;
    client.emit('echo.happened', { what: 'it' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([{ what: 'it' }]);
  });

  it('survives a listener that fails and keeps answering', async () => {
    client.emit('echo.explode', { id: 'not a number' });
    client.emit('echo.explode', { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(send(client, 'echo.double', { n: 1 })).resolves.toMatchObject({ n: 2 });
  });

  describe('typed', () => {
    typedBusCases(() => client, 20);
  });
});
