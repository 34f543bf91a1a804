import { createServer, type Server } from 'node:net';

/**
 * A loopback port nothing listens on for each name, distinct and picked by
 * the system: for a test that starts servers of its own beside the shared ones.
 */
export const unusedPorts = async <Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> => {
  // All held open at once, so the system cannot hand out one port twice.
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise<Server>((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = Object.fromEntries(names.map((name, index) => [name, (servers[index]!.address() as { port: number }).port]));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports as Record<Name, number>;
};
