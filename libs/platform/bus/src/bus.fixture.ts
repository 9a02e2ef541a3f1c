import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { AppError } from '@mise/contracts';
import { z } from 'zod';
import { parseMessage } from './rpc-errors';
import { startBusService } from './bus-service';
import { BusServerOptions } from './bus-options';

/** Test fixture: one handler set that must behave the same under every transport. */
export const received: unknown[] = [];

@Controller()
class EchoHandlers {
  @MessagePattern('echo.double')
  double(@Payload() data: unknown) {
    const { n, tags } = parseMessage(
      z.object({ n: z.number(), tags: z.array(z.string()).default([]) }),
      data,
    );
    return { n: n * 2, tags, at: new Date(0) };
  }

  @MessagePattern('echo.slow')
  async slow(@Payload() data: unknown) {
    const { ms } = parseMessage(z.object({ ms: z.number() }), data);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return 'late';
  }

  @MessagePattern('echo.missing')
  missing() {
    throw new AppError('NotFound', 'Nothing here');
  }

  @MessagePattern('echo.crash')
  crash() {
    throw new Error('database password is hunter2');
  }

  @EventPattern('echo.explode')
  explode(@Payload() data: unknown) {
    parseMessage(z.object({ id: z.number() }), data);
    throw new Error('listener failed');
  }

  @EventPattern('echo.happened')
  happened(@Payload() data: unknown) {
    received.push(data);
  }
}

@Module({ controllers: [EchoHandlers] })
class EchoModule {}

export function startEchoService(options: BusServerOptions): Promise<INestMicroservice> {
  return startBusService(EchoModule, options, false);
}
