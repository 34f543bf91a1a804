export declare const syntaxErrors: (source: string, fileName: string) => string[];
