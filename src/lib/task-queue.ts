/**
 * Runs async tasks with at most `limit` in flight; the rest wait in order.
 * A failed task is reported to `onError` and never stops the queue.
 */
export const createTaskQueue = (limit: number, onError: (error: unknown) => void) => {
  let running = 0;
  const waiting: (() => Promise<unknown>)[] = [];

  const next = () => {
    while (running < limit && waiting.length) {
      const task = waiting.shift()!;
      running += 1;
      task()
        .catch(onError)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    push: (task: () => Promise<unknown>) => {
      waiting.push(task);
      next();
    },
  };
};
