import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The control of the benchmarks: Next's defaults, nothing added. */
const nextConfig = {
  // next, react and react-dom are the repository's (two levels up).
  turbopack: { root: path.resolve(here, '../..') },
  outputFileTracingRoot: path.resolve(here, '../..'),
};

export default nextConfig;
