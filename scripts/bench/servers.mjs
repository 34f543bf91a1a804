// Starts the Node server and nginx as child processes on free loopback ports
// and stops them by PID, also when the bench is interrupted.
import { spawn } from 'node:child_process';
import net from 'node:net';

const running = new Set();

const killAll = () => {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

const canListen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

// Listening alone misses a server bound to another address family, so also try to connect.
const nobodyAnswers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

const taken = new Set();

/** The first free port in 4510–4599 not already handed out in this run. */
const freePort = async () => {
  for (let port = 4510; port < 4600; port += 1) {
    if (taken.has(port)) continue;
    if ((await canListen(port)) && (await nobodyAnswers(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 4510–4599');
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const start = async (name, args, port, extraEnv = {}) => {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => running.delete(child));

  const url = `http://127.0.0.1:${port}`;
  const server = {
    name,
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(child.pid, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) {
        process.kill(child.pid, 'SIGKILL');
        await exited;
      }
    },
  };

  // Any HTTP answer means ready; the child dying first means it could not start.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(url + '/', { signal: AbortSignal.timeout(1000) });
      console.log(`  ${name} (pid ${child.pid}) ready on ${url}`);
      return server;
    } catch {
      await sleep(200);
    }
  }
  await server.stop();
  throw new Error(`${name} did not answer on ${url} within 20 s:\n${output}`);
};

/** `nodeOptions` go to node before the script (the soak's heap probe); `extraEnv` adds to the environment. */
export const startNodeServer = async (nodeOptions = [], extraEnv = {}) =>
  start('node server', [...nodeOptions, 'scripts/serve.mjs'], await freePort(), extraEnv);

// Without its access log, as the Node server writes none per request: nginx at its fastest is the reference.
export const startNginx = async (workers = 2) =>
  start(`nginx (${workers} workers)`, ['scripts/nginx/serve-static.mjs'], await freePort(), {
    NGINX_WORKERS: String(workers),
    NGINX_ACCESS_LOG: 'off',
  });

/** Runs fn with a started server and always stops it. */
export const withServer = async (startFn, fn) => {
  const server = await startFn();
  try {
    return await fn(server);
  } finally {
    await server.stop();
    console.log(`  ${server.name} (pid ${server.pid}) stopped`);
  }
};
