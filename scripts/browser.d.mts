export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const PLAYWRIGHT_CHROMIUM_ARGS: string[];
