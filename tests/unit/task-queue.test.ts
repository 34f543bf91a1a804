import { describe, expect, it, vi } from 'vitest';

import { createTaskQueue } from '../../src/lib/task-queue';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('task queue', () => {
  it('runs at most `limit` tasks at once and the rest in order', async () => {
    const queue = createTaskQueue(5, () => {});
    const jobs = Array.from({ length: 8 }, deferred);
    const started: number[] = [];
    jobs.forEach((job, index) => queue.push(() => (started.push(index), job.promise)));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    jobs[1]!.resolve();
    // Still five at once: the sixth took the place of the one that finished, and nothing else started.
    // The queue starts tasks as promises settle; waitFor matches only after they all have.
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4, 5]));
    jobs.forEach((job) => job.resolve());
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]));
  });

  it('reports a failed task and keeps going', async () => {
    const onError = vi.fn();
    const queue = createTaskQueue(1, onError);
    const failing = deferred();
    const after = vi.fn(() => Promise.resolve());
    queue.push(() => failing.promise);
    queue.push(after);
    failing.reject(new Error('offline'));
    await vi.waitFor(() => expect(after).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });
});
