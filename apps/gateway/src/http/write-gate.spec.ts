import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { WriteGate } from './write-gate';

/** A request through the gate: resolves `admitted` when the gate lets it on; `answer()` finishes it. */
function arrive(gate: WriteGate, method: string) {
  const res = new EventEmitter();
  let admit: () => void = () => {};
  const admitted = new Promise<void>((resolve) => (admit = resolve));
  gate.middleware({ method } as Request, res as unknown as Response, (() => admit()) as NextFunction);
  return { admitted, answer: () => res.emit('finish') };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteGate', () => {
  it('waits for writes in flight, holds new ones during the work, lets reads through', async () => {
    const gate = new WriteGate();
    const early = arrive(gate, 'POST');
    await early.admitted;
    const steps: string[] = [];
    const held = gate.hold(async () => {
      steps.push('work');
      const late = arrive(gate, 'PATCH');
      const read = arrive(gate, 'GET');
      await read.admitted;
      steps.push('read');
      await tick();
      steps.push('work done');
      return late;
    });
    await tick();
    expect(steps).toEqual([]);
    early.answer();
    const late = await held;
    await late.admitted;
    steps.push('late write');
    expect(steps).toEqual(['work', 'read', 'work done', 'late write']);
  });

  it('counts a write whose connection closes before its answer as done', async () => {
    const gate = new WriteGate();
    const res = new EventEmitter();
    gate.middleware({ method: 'DELETE' } as Request, res as unknown as Response, (() => {}) as NextFunction);
    await tick();
    res.emit('close');
    res.emit('finish');
    await expect(gate.hold(async () => 'done')).resolves.toBe('done');
  });
});
