import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, request as httpRequest } from 'node:http';
import { e2eEnv } from '../../scripts/e2e-env.mjs';

// Extra server instances on the production build the e2e server runs from, each with its own
// settings, port and SQLite file: for what one shared server cannot show (start-up failures,
// limits, several instances of one build).

export interface Started {
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/**
 * Spawns a command in its own process group (so the server it starts is stopped with it), in `cwd`
 * (the project's folder unless said).
 */
export function launch(
  args: string[],
  env: Record<string, string | undefined>,
  cwd?: string,
): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    },
  };
}

/**
 * `npm start` (scripts/start.mjs) on `port` with the e2e settings, its own database and `env`, from
 * the project's folder or the copy of it in `cwd` (another release).
 */
export const npmStart = (port: number, env: Record<string, string | undefined>, cwd?: string) =>
  launch(
    ['scripts/start.mjs'],
    { ...e2eEnv, PORT: String(port), SQLITE_PATH: `./data/e2e-${port}.db`, ...env },
    cwd,
  );

/** A SQLite file in a fresh temporary folder, for an instance whose rows a test reads. */
export const freshSqliteFile = () =>
  path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-e2e-')), 'site.db');

/** Resolves once the instance on `port` answers its health check. */
export async function healthy(port: number, server: Started) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.output().includes('No production build') || server.output().includes('Not started'))
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`port ${port} did not become healthy:\n${server.output()}`);
}

/** The exit code if the instance exits within `ms`, else "running" (it is then stopped). */
export async function exitWithin(started: Started, ms: number) {
  const timeout = new Promise<'running'>((r) => setTimeout(() => r('running'), ms));
  const code = await Promise.race([started.exited, timeout]);
  await started.stop();
  return code;
}

/**
 * A load balancer in front of several instances: pages and their files come from the first,
 * form submissions (POST) go to each instance in turn, as a round-robin balancer sends them.
 * The Host header passes unchanged, so the instances see the origin the browser used.
 */
export async function roundRobin(port: number, targets: number[]) {
  let next = 0;
  const server = createServer((req, res) => {
    const target = req.method === 'POST' ? targets[next++ % targets.length]! : targets[0]!;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** How many submissions it has passed on. */
    submissions: () => next,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
