import 'server-only';
import { env } from '@/env';
import { logger } from '@/log';
import { fetchNamespace, type TmsConfig, type TmsFetchOptions } from './tms';
import { mergeMessages, type Rejection } from './merge';
import type { MessageTree } from './message-tree';

export function tmsConfig(e = env()): TmsConfig | undefined {
  if (!e.TMS_PROJECT_ID) return undefined;
  return {
    projectId: e.TMS_PROJECT_ID,
    version: e.TMS_VERSION,
    apiKey: e.TMS_API_KEY,
    urlTemplate: e.TMS_URL_TEMPLATE,
  };
}

const LAST_GOOD = Symbol.for('invoxa.i18n.lastGood');
type G = typeof globalThis & { [LAST_GOOD]?: Map<string, MessageTree> };
function lastGood(): Map<string, MessageTree> {
  const g = globalThis as G;
  g[LAST_GOOD] ??= new Map();
  return g[LAST_GOOD];
}

/** Forgets the last good versions (tests). */
export function clearRemoteCache() {
  lastGood().clear();
}

/**
 * A namespace from the translation service laid over the bundled file. The answer is kept in
 * Next.js's data cache for TMS_REFRESH_SECONDS (one hour), which also makes every page using it
 * regenerate at most that often (ISR); pages are rendered at build and on regeneration, never per
 * request, so a failure is logged once per load. When the service fails, the last good version
 * of this process is kept, or the bundled file if there never was one.
 */
export async function remoteNamespace(
  config: TmsConfig,
  tag: string,
  namespace: string,
  bundled: MessageTree,
  options: TmsFetchOptions = {},
): Promise<MessageTree> {
  const key = `${tag}/${namespace}`;
  const log = logger().child({ namespace, locale: tag });
  const remote = await fetchNamespace(config, tag, namespace, {
    revalidate: env().TMS_REFRESH_SECONDS,
    ...options,
    onFailure: ({ status, attempt, final, error }) =>
      log.warn(
        { status, attempt, final, error },
        final
          ? 'translation load failed: using the bundled messages'
          : 'translation load failed: retrying',
      ),
  });
  if (!remote) return lastGood().get(key) ?? bundled;
  const rejections: Rejection[] = [];
  const messages = mergeMessages(bundled, remote, rejections);
  if (rejections.length)
    log.warn({ rejections }, 'remote messages rejected: using the bundled ones for these keys');
  lastGood().set(key, messages);
  return messages;
}
