import { ruleHeaders, type RuleWithHeaders } from '../lib/route-middleware';

/**
 * The headers a rule adds to an answer of its page: none to a failed
 * precondition's 412, which nginx sends from a location no rule reaches, so a
 * rule's Cache-Control never replaces the refusal's no-store either.
 */
export const ruleHeadersFor = (rule: RuleWithHeaders, status: number): Record<string, string> =>
  status === 412 ? {} : ruleHeaders(rule);
