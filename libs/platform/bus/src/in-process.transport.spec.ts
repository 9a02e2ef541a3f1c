import { INestMicroservice } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { busServerOptions, createBusClient } from './bus-options';
import { busCases } from './bus.cases';
import { startEchoService } from './bus.fixture';
import { InProcessBroker } from './in-process.transport';

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

  busCases(() => client, 20);
});
