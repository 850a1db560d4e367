import { describe, expect, it } from 'vitest';
import { inLaterTask, inSeparateTasks } from './later-task';

/** Resolves once every timer queued so far (and those they queue, `rounds` deep) has run. */
const tasksLater = (rounds: number) => new Promise<void>((resolve) => {
  const next = (left: number) => setTimeout(() => (left > 0 ? next(left - 1) : resolve()), 0);
  next(rounds);
});

describe('inSeparateTasks', () => {
  it('runs every step, in order, none of them in the calling task', async () => {
    const ran: string[] = [];
    inSeparateTasks([() => ran.push('code'), () => ran.push('data'), () => ran.push('render')]);
    expect(ran).toEqual([]);
    await tasksLater(4);
    expect(ran).toEqual(['code', 'data', 'render']);
  });

  it('lets other tasks run between two steps', async () => {
    const ran: string[] = [];
    inSeparateTasks([
      () => {
        ran.push('first step');
        // A task queued during a step (a tap, a paint) runs before the next step does.
        setTimeout(() => ran.push('other task'), 0);
      },
      () => ran.push('second step'),
    ]);
    await tasksLater(4);
    expect(ran).toEqual(['first step', 'other task', 'second step']);
  });

  it('still runs the later steps when one throws', async () => {
    const ran: string[] = [];
    const failures: unknown[] = [];
    const onError = (error: unknown) => failures.push(error);
    process.on('uncaughtException', onError);
    try {
      inSeparateTasks([
        () => {
          throw new Error('prefetch failed');
        },
        () => ran.push('render'),
      ]);
      await tasksLater(4);
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(ran).toEqual(['render']);
    expect(failures).toHaveLength(1);
  });
});

describe('inLaterTask', () => {
  it('resolves after tasks already queued', async () => {
    const ran: string[] = [];
    setTimeout(() => ran.push('queued before'), 0);
    await inLaterTask(null).then(() => ran.push('later'));
    expect(ran).toEqual(['queued before', 'later']);
  });
});
