// The JS budgets of the home page, in gzip bytes on the wire. `npm run bench`
// reports them and fails when one is over; a browser test in `npm test` holds
// every change to them.
const KB = 1024;

export const JS_BUDGETS = {
  /** Our own islands on `/`, on top of the framework runtime. */
  landingIslands: 15 * KB,
  /** Everything `/` loads: runtime and islands. */
  landingTotal: 105 * KB,
};

/** What is over budget on `/` (empty when all is within), given its measured and split weight. */
export const landingBudgetProblems = (landing) => [
  ...(landing.jsIslands > JS_BUDGETS.landingIslands
    ? [
        `/ loads ${landing.jsIslands} bytes of islands, ${landing.jsIslands - JS_BUDGETS.landingIslands} over ${JS_BUDGETS.landingIslands}`,
      ]
    : []),
  ...(landing.js > JS_BUDGETS.landingTotal
    ? [`/ loads ${landing.js} bytes of JS, ${landing.js - JS_BUDGETS.landingTotal} over ${JS_BUDGETS.landingTotal}`]
    : []),
];
