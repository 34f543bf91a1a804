import { configSyntaxMessage } from '../../scripts/config/check-config-syntax.mjs';

// Imported first by waku.config.ts, which itself reads the app configuration: a missing comma or
// quote there stops `waku build` and `waku dev`, however started (`npx waku build` too), with its
// line and column, before the config's other imports stop at it with a parser's screenful and a
// stack trace. Printed and ended here: thrown, the message would come wrapped in a stack trace.
const message = configSyntaxMessage();
if (message) {
  console.error(message);
  process.exit(1);
}
