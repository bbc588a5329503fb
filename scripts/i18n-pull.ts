// `npm run i18n:pull`: downloads every namespace of both locales from the translation service into
// locales/, so a build bundles the latest texts and the change can be reviewed in git.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundledNamespaces, LOCALES_DIR } from '../src/i18n/messages';
import { tmsConfig } from '../src/i18n/remote';
import { localeTags } from '../src/i18n/routing';
import { fetchNamespace } from '../src/i18n/tms';

async function main() {
  const config = tmsConfig();
  if (!config) {
    console.error('TMS_PROJECT_ID is not set: nothing to pull (see .env.example).');
    process.exitCode = 1;
    return;
  }
  let failed = 0;
  for (const tag of Object.values(localeTags)) {
    for (const ns of await bundledNamespaces(tag)) {
      const remote = await fetchNamespace(config, tag, ns, {
        revalidate: false,
        onFailure: ({ status, attempt, final }) =>
          final &&
          console.warn(`${tag}/${ns}: failed (status ${status ?? 'none'}, attempt ${attempt})`),
      });
      if (!remote) {
        failed++;
        continue;
      }
      await writeFile(
        path.join(LOCALES_DIR, tag, `${ns}.json`),
        `${JSON.stringify(remote, null, 2)}\n`,
      );
      console.log(`${tag}/${ns}: updated`);
    }
  }
  console.log(
    failed
      ? `${failed} namespace(s) could not be pulled; their files are unchanged.`
      : 'All namespaces pulled. Run npm run i18n:check, then review the diff.',
  );
  process.exitCode = failed ? 1 : 0;
}

void main();
