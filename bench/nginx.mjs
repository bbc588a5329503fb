// Debian's nginx with the site's configuration (deploy/nginx.conf), started in a folder of its own
// (`nginx -p <folder> -c <folder>/nginx.conf`, `daemon off`): never the system's service. Used by
// tests/e2e/nginx.spec.ts and `npm run bench:resilience -- rolling`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_CONF = path.resolve('deploy/nginx.conf');

/** Replaces `from` by `to` in `text`, failing when `from` is not there (the file changed). */
function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
  return text.replace(from, to);
}

/** deploy/invoxa-release.conf naming the release `id`, as the release step writes it. */
export function releaseConfig(id) {
  const text = readFileSync(path.resolve('deploy/invoxa-release.conf'), 'utf8');
  return replaceOnce(text, 'default "first";', `default "${id}";`);
}

/**
 * deploy/nginx.conf with its listening port, instances, cache folder and release file replaced:
 * what an operator edits, and nothing else.
 */
export function siteConfig({ port, instances, cacheDir, releaseFile }) {
  let text = readFileSync(NGINX_CONF, 'utf8');
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${port};`);
  text = replaceOnce(
    text,
    '    server 127.0.0.1:3000 fail_timeout=5s;\n    server 127.0.0.1:3001 fail_timeout=5s;\n',
    instances.map((p) => `    server 127.0.0.1:${p} fail_timeout=5s;\n`).join(''),
  );
  text = replaceOnce(text, '/etc/nginx/invoxa-release.conf', releaseFile);
  return replaceOnce(text, '/var/cache/nginx/invoxa', cacheDir);
}

/**
 * Starts nginx on `port` in front of the instances on `instances` (ports); resolves once it
 * listens, with `stop()` and `log()` (its error log).
 */
export async function startNginx({ port, instances }) {
  const binary = spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString().trim();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does)');
  const dir = mkdtempSync(path.join(tmpdir(), 'invoxa-nginx-'));
  // nginx's workers run as another user: they must reach the cache inside this folder.
  chmodSync(dir, 0o755);
  const releaseFile = path.join(dir, 'release.conf');
  writeFileSync(releaseFile, releaseConfig('first'));
  writeFileSync(
    path.join(dir, 'site.conf'),
    siteConfig({ port, instances, cacheDir: path.join(dir, 'cache'), releaseFile }),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  # Which instance answered each request (the last one tried), for the tests and the benchmark.
  log_format upstream '$upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const log = () => {
    try {
      return stderr + readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    // Listening is enough: a request would reach (and, when they are not up, mark down) the
    // instances.
    if (await listening(port))
      return {
        url: `http://127.0.0.1:${port}`,
        log,
        /** How many requests the instance on `instancePort` has answered through nginx. */
        answeredBy: (instancePort) =>
          answeringPorts(path.join(dir, 'access.log')).filter((p) => p === instancePort).length,
        /**
         * The release step's last part: names release `id` in the release file and reloads nginx
         * (SIGHUP); resolves once the new configuration answers (its workers have started).
         */
        release: async (id) => {
          writeFileSync(releaseFile, releaseConfig(id));
          const before = readFileSync(path.join(dir, 'error.log'), 'utf8').length;
          child.kill('SIGHUP');
          for (let i = 0; i < 100; i++) {
            const since = readFileSync(path.join(dir, 'error.log'), 'utf8').slice(before);
            if (/start worker process/.test(since)) return;
            await new Promise((r) => setTimeout(r, 50));
          }
          throw new Error(`nginx did not reload:\n${log()}`);
        },
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGQUIT');
          await exited;
        },
      };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start:\n${log()}`);
}

/** Whether something accepts connections on `port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The port of the instance that answered each request, from the access log, in order. */
function answeringPorts(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  // "$upstream_addr" lists every instance tried ("a, b"); the last one answered.
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) =>
      Number(
        line
          .split(/, | : /)
          .at(-1)
          ?.split(':')
          .at(-1),
      ),
    );
}
