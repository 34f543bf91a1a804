export declare const HEADLINE: string;
export declare const SUBLINE: string;
export declare const DRAWN_RECORD: string;
export declare const companyNameIn: (appConfigSource: string) => string;
export type CardColors = { gradient: [string, string]; subline: string };
export declare const cardColorsIn: (styles: string) => CardColors;
export declare const brandImageSources: (sources: { appConfigSource: string; styles: string; logo: string }) => {
  name: string;
  headline: string;
  subline: string;
  colors: CardColors;
  logoSha256: string;
};
