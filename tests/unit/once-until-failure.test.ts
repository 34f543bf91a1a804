import { describe, expect, it, vi } from 'vitest';

import { onceUntilFailure } from '../../src/lib/once-until-failure';

describe('a file read once per process', () => {
  it('is read once, however many requests ask at the same time', async () => {
    const read = vi.fn(async () => 'company facts');
    const get = onceUntilFailure(read);
    expect(await Promise.all([get(), get(), get()])).toEqual(['company facts', 'company facts', 'company facts']);
    expect(await get()).toBe('company facts');
    expect(read).toHaveBeenCalledOnce();
  });

  it('is read again after a failure, instead of failing every later request', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(Object.assign(new Error('too many open files'), { code: 'EMFILE' }))
      .mockResolvedValue('company facts');
    const get = onceUntilFailure(read);
    await expect(get()).rejects.toThrow('too many open files');
    expect(await get()).toBe('company facts');
    expect(await get()).toBe('company facts');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
