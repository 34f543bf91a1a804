/**
 * The method Node's util.inspect calls to print an object, as it does an
 * uncaught error: for mistakes in content or configuration, where our code
 * noticed them tells nobody anything, so they print as their message alone.
 */
export const INSPECT = Symbol.for('nodejs.util.inspect.custom');

export const messageOnly = (error: Error): string => `${error.name}: ${error.message}`;
