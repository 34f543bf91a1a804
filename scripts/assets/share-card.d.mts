export declare const HEADLINE: string;
export declare const SUBLINE: string;
export declare const DRAWN_RECORD: string;
export declare const companyNameIn: (appConfigSource: string) => string;
