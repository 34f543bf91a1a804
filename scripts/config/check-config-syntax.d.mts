export declare const syntaxErrors: (source: string, fileName: string) => string[];
export declare const configSyntaxMessage: (root?: string) => string | undefined;
