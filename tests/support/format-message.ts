// `use-intl/format-message` in the unit tests, as the build resolves it (next.config.ts, package.json
// `imports`): server code formats ICU strings with the full formatter, the generator's browser code
// formats messages precompiled on the server (src/features/invoice-generator/server/messages.ts)
// with use-intl's formatter for precompiled messages. Here one module serves both, by the message's
// form: a string is an ICU message, anything else a precompiled one.
// @ts-expect-error -- the file behind `use-intl/format-message` (aliased to this module), untyped by path
import full from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';
import precompiled from 'use-intl/format-message/format-only';

type Format = (...args: unknown[]) => unknown;

function formatMessage(...args: unknown[]): unknown {
  return (typeof args[1] === 'string' ? (full as Format) : (precompiled as Format))(...args);
}
// `t.raw` works on the server's strings (use-intl reads this flag).
formatMessage.raw = true;

export default formatMessage;
