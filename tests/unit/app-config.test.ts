import { describe, expect, it, vi } from 'vitest';

import { appConfigInput } from '../../src/config/app.config';
import { AppConfigError, formatIssuePath, validateAppConfig } from '../../src/config/validate';

// A test breaks the configuration on purpose, anywhere in it: any shape goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConfigToBreak = Record<string, any>;

const withChange = (change: (config: ConfigToBreak) => void) => {
  const config = structuredClone(appConfigInput) as ConfigToBreak;
  change(config);
  return config;
};

/** The site's own address, as the shipped configuration has it. */
const SITE = appConfigInput.siteUrl;

/** The footer's link to the billing portal, the one external small link. */
const BILLING = appConfigInput.footer.smallLinks.findIndex((link) => 'external' in link && link.external);

const messageOf = (input: unknown) => {
  try {
    validateAppConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
};

/** The problems an error lists, one per line, without the heading and the list marks. */
const problemsIn = (message: string) => message.split('\n').flatMap((line) => (line.startsWith('  - ') ? [line.slice(4)] : []));

describe('app configuration', () => {
  it('accepts the shipped configuration', () => {
    const config = validateAppConfig(appConfigInput);
    expect(config.name).toBe(appConfigInput.name);
    expect(config.footer.smallLinks.map((link) => link.to)).toEqual(expect.arrayContaining(['/privacy', '/imprint']));
  });

  it('names the field of a bad footer link', () => {
    const message = messageOf(withChange((c) => (c.footer.smallLinks[BILLING].to = 'ftp://billing.example.com')));
    expect(message).toContain(`footer.smallLinks[${BILLING}].to`);
  });

  it('says what a link target may be, instead of "Invalid input"', () => {
    const either = 'must be a path on this site starting with "/" or an https:// URL';
    for (const to of ['http://billing.example.com', 'about', '//billing.example.com']) {
      const message = messageOf(withChange((c) => (c.footer.smallLinks[BILLING].to = to)));
      expect(problemsIn(message), to).toContain(`footer.smallLinks[${BILLING}].to: ${either}`);
    }
    const redirect = messageOf(withChange((c) => (c.routeRules['/team'].redirect.to = 'about')));
    expect(problemsIn(redirect)).toContain(`routeRules["/team"].redirect.to: ${either}`);
    const api = messageOf(withChange((c) => (c.preview.api = 'ftp://preview.example.com')));
    expect(problemsIn(api)).toContain('preview.api: must be a path on this site starting with "/" or an http:// or https:// URL');
  });

  it('requires external: true for a link to another site', () => {
    expect(BILLING).toBeGreaterThanOrEqual(0);
    const message = messageOf(withChange((c) => delete c.footer.smallLinks[BILLING].external));
    expect(message).toContain(`footer.smallLinks[${BILLING}].external`);
  });

  it('refuses a target on a footer link to this site, which would be dropped', () => {
    const message = messageOf(withChange((c) => (c.footer.smallLinks[0].target = '_blank')));
    expect(problemsIn(message)).toEqual([
      'footer.smallLinks[0].target: is read only with external: true (pages of this site open in the same tab): remove it',
    ]);
    expect(() => validateAppConfig(withChange((c) => (c.footer.smallLinks[BILLING].target = '_blank')))).not.toThrow();
  });

  it('asks for the path where a footer link or redirect is written with the site’s own address', () => {
    const ownAddress = (address: string, path: string) =>
      `"${address}" is this site's own address: write the path, "${path}", which also works in preview and is checked by the build`;
    // With or without external: true, the link is to this site.
    for (const external of [true, undefined]) {
      const message = messageOf(
        withChange((c) => (c.footer.smallLinks[0] = { label: 'About us', to: `${SITE}/about`, external })),
      );
      expect(message, String(external)).toContain(`footer.smallLinks[0].to: ${ownAddress(`${SITE}/about`, '/about')}`);
      expect(message, String(external)).not.toContain('external: true');
    }
    const message = messageOf(
      withChange((c) => {
        c.routeRules['/team'].redirect.to = 'https://example.com/about#team';
        c.allowedRedirectHosts = ['example.com'];
      }),
    );
    expect(message).toContain(`routeRules["/team"].redirect.to: ${ownAddress('https://example.com/about#team', '/about#team')}`);
  });

  it('rejects a route rule naming unknown middleware', () => {
    const message = messageOf(withChange((c) => (c.routeRules['/partner-area'] = { middleware: ['track-visitors'] })));
    expect(message).toContain('routeRules["/partner-area"].middleware[0]');
  });

  it('rejects route patterns that could never match a page path, saying why', () => {
    for (const pattern of ['/Team', '/team/', '/team{', '/team/*', 'team', '/team//x']) {
      const message = messageOf(withChange((c) => (c.routeRules[pattern] = { headers: { 'X-Test': 'yes' } })));
      expect(message, pattern).toContain(`${formatIssuePath(['routeRules', pattern])}: must be a page path in lowercase letters`);
    }
    for (const pattern of ['/', '/**', '/docs/**', '/services/web-apps']) {
      expect(
        () => validateAppConfig(withChange((c) => (c.routeRules[pattern] = { headers: { 'X-Test': 'yes' } }))),
        pattern,
      ).not.toThrow();
    }
  });

  it('rejects a header value with a line break, which would start a header of its own', () => {
    const message = messageOf(
      withChange((c) => (c.routeRules['/partner-area'] = { headers: { 'X-Hiring': 'yes\r\nSet-Cookie: a=b' } })),
    );
    expect(message).toContain('routeRules["/partner-area"].headers["X-Hiring"]: must be one line of printable ASCII');
  });

  it('lists the redirect statuses it accepts', () => {
    const message = messageOf(withChange((c) => (c.routeRules['/team'].redirect.status = 303)));
    expect(message).toContain('routeRules["/team"].redirect.status: must be 301, 302, 307 or 308');
  });

  it('rejects a redirect to a host that is not allowed', () => {
    const message = messageOf(withChange((c) => (c.routeRules['/team'].redirect.to = 'https://evil.example.net/')));
    expect(message).toMatch(/routeRules\["\/team"\]\.redirect\.to: redirects to evil\.example\.net/);
  });

  it('allows a redirect to an explicitly allowed host', () => {
    const config = withChange((c) => {
      c.routeRules['/team'].redirect.to = 'https://jobs.example.org/team';
      c.allowedRedirectHosts = ['jobs.example.org'];
    });
    expect(() => validateAppConfig(config)).not.toThrow();
  });

  it('rejects a site URL with a trailing slash and a missing name', () => {
    const message = messageOf(withChange((c) => ((c.siteUrl = `${SITE}/`), (c.name = ' '))));
    expect(problemsIn(message)).toEqual([
      'name: must not be empty: the header, the footer and every page title show it',
      `siteUrl: must name the host only, as the site is served at its root: write ${SITE}`,
    ]);
  });

  it('names a site URL without https:// instead of failing on it, and how to write it', () => {
    expect(problemsIn(messageOf(withChange((c) => (c.siteUrl = 'www.acme-widgets.de'))))).toEqual([
      'siteUrl: is not a URL; write it as https://www.acme-widgets.de',
    ]);
    expect(problemsIn(messageOf(withChange((c) => (c.siteUrl = 'www.acme-widgets.de/'))))).toEqual([
      'siteUrl: is not a URL; write it as https://www.acme-widgets.de',
    ]);
    expect(problemsIn(messageOf(withChange((c) => (c.siteUrl = 'acme widgets'))))).toEqual(['siteUrl: must be an https:// URL']);
  });

  it('asks for the check interval in whole milliseconds, one minute at least', () => {
    expect(problemsIn(messageOf(withChange((c) => (c.buildCheck.intervalMs = -5))))).toEqual([
      'buildCheck.intervalMs: must be at least 60000 (one minute)',
    ]);
    expect(problemsIn(messageOf(withChange((c) => (c.buildCheck.intervalMs = 90_000.5))))).toEqual([
      'buildCheck.intervalMs: must be whole milliseconds',
    ]);
  });

  it('gives a field that takes no URL its own message, also for a value that reads as a host', () => {
    const config = withChange((c) => {
      (c.buildCheck as { intervalMs: unknown }).intervalMs = '3600000';
      c.allowedRedirectHosts = ['Billing.Stripe.com'];
      c.preview.tokenEnv = 'preview.token';
    });
    expect(problemsIn(messageOf(config))).toEqual([
      'preview.tokenEnv: must be the name of an environment variable in capitals, such as PREVIEW_TOKEN',
      'allowedRedirectHosts[0]: must be a host name alone, in lower case and without https://, such as billing.stripe.com',
      'buildCheck.intervalMs: must be a number, not text (write it without quotes)',
    ]);
  });

  it('names a redirect target without https:// instead of failing on it', () => {
    const message = messageOf(
      withChange((c) => (c.routeRules['/jobs'] = { redirect: { to: 'jobs.acme-widgets.de', status: 301 } })),
    );
    expect(message).toContain('routeRules["/jobs"].redirect.to: is not a URL; write it as https://jobs.acme-widgets.de');
  });

  it('rejects a site URL with a path, which would be in every canonical URL and the sitemap', () => {
    const message = messageOf(withChange((c) => (c.siteUrl = `${SITE}/site`)));
    expect(message).toContain(`siteUrl: must name the host only, as the site is served at its root: write ${SITE}`);
  });

  it('rejects a misspelt key, naming it and the key it most likely meant', () => {
    const message = messageOf(withChange((c) => (c.routeRules['/jobs'] = { redirct: { to: '/careers', status: 301 } })));
    expect(message).toContain('routeRules["/jobs"]: unknown key "redirct": did you mean "redirect"?');
  });

  it('rejects unknown keys in every part of the configuration', () => {
    const message = messageOf(
      withChange((c) => {
        c.sitUrl = c.siteUrl;
        c.footer.smallLinks[0].taget = '_blank';
        c.socials[0].colour = 'blue';
        c.preview.tokenENV = 'PREVIEW_TOKEN';
        c.buildCheck.interval = 1000;
        c.buildCheck.every = 1000;
        c.icons.remoteAPI = null;
        c.routeRules['/team'].redirect.code = 301;
      }),
    );
    expect(message).toContain('(root): unknown key "sitUrl": did you mean "siteUrl"?');
    expect(message).toContain('footer.smallLinks[0]: unknown key "taget": did you mean "target"?');
    expect(message).toContain('socials[0]: unknown key "colour"\n');
    expect(message).toContain('preview: unknown key "tokenENV": did you mean "tokenEnv"?');
    expect(message).toContain('buildCheck: unknown key "interval": did you mean "intervalMs"?; unknown key "every"\n');
    expect(message).toContain('icons: unknown key "remoteAPI": did you mean "remoteApi"?');
    expect(message).toContain('routeRules["/team"].redirect: unknown key "code"');
  });

  it('formats issue paths like the config file', () => {
    expect(formatIssuePath(['footer', 'smallLinks', 0, 'to'])).toBe('footer.smallLinks[0].to');
    expect(formatIssuePath(['routeRules', '/old', 'redirect'])).toBe('routeRules["/old"].redirect');
  });
});

describe('app configuration as the site loads it', () => {
  /** Imports src/config as the build and the server do, with `change` made to the config first. */
  const load = async (change: (config: ConfigToBreak) => void) => {
    vi.resetModules();
    vi.doMock('../../src/config/app.config', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../src/config/app.config')>();
      const appConfigInput = structuredClone(original.appConfigInput) as ConfigToBreak;
      change(appConfigInput);
      return { ...original, appConfigInput };
    });
    try {
      return await import('../../src/config');
    } finally {
      vi.doUnmock('../../src/config/app.config');
    }
  };

  it('refuses a social icon its collection does not have, naming the field', async () => {
    await expect(load((c) => (c.socials[1].icon = 'simple-icons:linkdin'))).rejects.toThrow(
      'socials[1].icon: no icon "linkdin" in simple-icons: did you mean "simple-icons:linkedin"? Or see https://icon-sets.iconify.design/simple-icons/',
    );
    await expect(load((c) => (c.socials[0].icon = 'mdi:github'))).rejects.toThrow(
      'socials[0].icon: no icon collection "mdi"; use lucide or simple-icons',
    );
  });

  it('names a misspelt icon in the same list as the other mistakes, not only once they are fixed', async () => {
    const failure = await load((c) => {
      c.socials[0].icon = 'simple-icons:githubb';
      delete c.socials[1].title;
    }).catch((error: Error) => error.message);
    expect(problemsIn(String(failure))).toEqual([
      'socials[1].title: missing, but required',
      'socials[0].icon: no icon "githubb" in simple-icons: did you mean "simple-icons:github"? Or see https://icon-sets.iconify.design/simple-icons/',
    ]);
  });

  it('loads the shipped configuration', async () => {
    await expect(load(() => {})).resolves.toHaveProperty('appConfig.name', appConfigInput.name);
  });
});

describe('environment variables the app configuration reads', () => {
  /** The problems validation finds in the config as app.config.ts reads it with `env` set. */
  const problemsWith = async (env: Record<string, string>) => {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    try {
      const { appConfigInput: input } = await import('../../src/config/app.config');
      return problemsIn(messageOf(input));
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it('says in its heading that the environment holds a bad value, not only the config file', async () => {
    vi.resetModules();
    vi.stubEnv('PREVIEW_STAGING_API', 'staging');
    try {
      const { appConfigInput: input } = await import('../../src/config/app.config');
      expect(messageOf(input).split('\n')[0]).toBe('Invalid app configuration (src/config/app.config.ts and the environment):');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('names the variable and its value, and how to write a URL without its scheme', async () => {
    expect(await problemsWith({ PREVIEW_ALLOWED_ORIGINS: 'https://cdn.example.com,static.example.com' })).toEqual([
      'PREVIEW_ALLOWED_ORIGINS: "static.example.com" is not a URL; write it as https://static.example.com',
    ]);
    expect(await problemsWith({ PREVIEW_STAGING_API: 'staging.example.com' })).toEqual([
      'PREVIEW_STAGING_API: "staging.example.com" is not a URL; write it as https://staging.example.com',
    ]);
    expect(await problemsWith({ ICONS_REMOTE_API: 'icons.example.com' })).toEqual([
      'ICONS_REMOTE_API: "icons.example.com" is not a URL; write it as https://icons.example.com',
    ]);
  });

  it('says what the variable takes when the value is no address at all', async () => {
    expect(await problemsWith({ PREVIEW_STAGING_API: 'staging', ICONS_REMOTE_API: 'ftp://icons.example.com' })).toEqual([
      'PREVIEW_STAGING_API: "staging" must be a path on this site starting with "/" or an http:// or https:// URL',
      'ICONS_REMOTE_API: "ftp://icons.example.com" must be an http:// or https:// URL',
    ]);
    expect(await problemsWith({ PREVIEW_ALLOWED_ORIGINS: 'not a url' })).toEqual([
      'PREVIEW_ALLOWED_ORIGINS: "not a url" must be an http:// or https:// URL',
    ]);
  });

  it("refuses http:// for what the site's https pages call, except on this machine", async () => {
    expect(
      await problemsWith({ PREVIEW_STAGING_API: 'http://staging.example.com', ICONS_REMOTE_API: 'http://icons.example.com/api' }),
    ).toEqual([
      'PREVIEW_STAGING_API: "http://staging.example.com" must be https://staging.example.com: browsers refuse calls from the site\'s https pages to http:// (kept for this machine only: localhost, 127.0.0.1)',
      'ICONS_REMOTE_API: "http://icons.example.com/api" must be https://icons.example.com/api: browsers refuse calls from the site\'s https pages to http:// (kept for this machine only: localhost, 127.0.0.1)',
    ]);
    vi.resetModules();
    vi.stubEnv('PREVIEW_STAGING_API', 'http://localhost:8080');
    vi.stubEnv('ICONS_REMOTE_API', 'http://[::1]:8082');
    try {
      const { appConfigInput: input } = await import('../../src/config/app.config');
      expect(validateAppConfig(input).icons.remoteApi).toBe('http://[::1]:8082');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('takes allowed origins as the browser sends them: no path, no trailing slash', async () => {
    // The preview API compares them with the Origin header, which never ends in "/".
    expect(await problemsWith({ PREVIEW_ALLOWED_ORIGINS: 'https://static.example.com/,https://example.org/site' })).toEqual([
      'PREVIEW_ALLOWED_ORIGINS: "https://static.example.com/" must be an origin only: write it as https://static.example.com',
      'PREVIEW_ALLOWED_ORIGINS: "https://example.org/site" must be an origin only: write it as https://example.org',
    ]);
  });

  it('accepts good values', async () => {
    vi.resetModules();
    vi.stubEnv('PREVIEW_ALLOWED_ORIGINS', 'https://static.example.com, http://127.0.0.1:4181');
    vi.stubEnv('PREVIEW_STAGING_API', 'http://127.0.0.1:4180');
    vi.stubEnv('ICONS_REMOTE_API', 'https://api.iconify.design');
    try {
      const { appConfigInput: input } = await import('../../src/config/app.config');
      expect(validateAppConfig(input).preview.allowedOrigins).toEqual(['https://static.example.com', 'http://127.0.0.1:4181']);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
