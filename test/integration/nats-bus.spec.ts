import { AppError } from '@mise/contracts';
import { INestMicroservice } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { busServerOptions, createBusClient, send } from '@mise/platform-bus';
import { busCases } from '../../libs/platform/bus/src/bus.cases';
import { EchoMessages, startEchoService } from '../../libs/platform/bus/src/bus.fixture';
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

  busCases(() => client, 300);
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
      const inFlight = send(client, EchoMessages.slow, { ms: 500 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = service.close();
      await expect(inFlight).resolves.toBe('late');
      await closed;
      await expect(send(client, EchoMessages.double, { n: 1 }, 2000)).rejects.toEqual(
        new AppError('Unavailable', 'The service is not available. Please try again.'),
      );
    } finally {
      await client.close();
    }
  });
});
