#!/usr/bin/env node
// The last step of `npm run build` (after `next build` has succeeded): marks the build in .next as
// complete, so `npm start` (scripts/start.mjs) serves it without building again. The build is
// named by the hash of the sources it was made from (next.config.ts, `generateBuildId`).
import { markBuildComplete } from './build-state.mjs';

markBuildComplete();
