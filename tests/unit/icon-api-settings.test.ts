import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const iconify = vi.hoisted(() => ({ addAPIProvider: vi.fn(), setFetch: vi.fn() }));
vi.mock('@iconify/react', () => ({ addAPIProvider: iconify.addAPIProvider, _api: { setFetch: iconify.setFetch } }));

const { configureIconApi } = await import('../../src/islands/icons/iconify-api');

describe('the browser icon loader', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'https://www.example.com' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks the remote API first, then the site, with URLs of at most 500 characters, a rotation after 750 ms and a 5 s limit', () => {
    configureIconApi('https://icons.example.net/');
    expect(iconify.addAPIProvider).toHaveBeenCalledWith('', {
      resources: ['https://icons.example.net', 'https://www.example.com/api/icons'],
      path: '/',
      maxURL: 500,
      rotate: 750,
      timeout: 5000,
    });
    // Configured once: the same APIs again change nothing.
    configureIconApi('https://icons.example.net');
    expect(iconify.addAPIProvider).toHaveBeenCalledTimes(1);
    // Without consent or a configured remote API only the site's own endpoint is asked.
    configureIconApi(null);
    expect(iconify.addAPIProvider).toHaveBeenLastCalledWith(
      '',
      expect.objectContaining({ resources: ['https://www.example.com/api/icons'] }),
    );
  });

  it('gives every icon request up after 1500 ms', () => {
    // AbortSignal.timeout keeps its own clock: here it runs on the fake one, which the test moves on.
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_input: unknown, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    });
    configureIconApi('https://slow-icons.example.net');
    const timedFetch = iconify.setFetch.mock.lastCall![0] as typeof fetch;
    void timedFetch('https://slow-icons.example.net/lucide.json?icons=cookie', {});
    vi.advanceTimersByTime(1499);
    expect(signals[0]!.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signals[0]!.aborted).toBe(true);
  });
});
