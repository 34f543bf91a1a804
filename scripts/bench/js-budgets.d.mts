export declare const JS_BUDGETS: { landingIslands: number; landingTotal: number };
export declare const landingBudgetProblems: (landing: { js: number; jsIslands: number }) => string[];
