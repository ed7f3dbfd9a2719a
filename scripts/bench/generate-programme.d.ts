// Types of the benchmark's generator (plain JavaScript, run by node) for the TypeScript bench scripts.
export declare const benchSamples: {
  activeCode: string;
  activeNumber: string;
  searchQuery: string;
  region: string;
  service: string;
  nearQuery: string;
  nearZipQuery: string;
  wordsQuery: string;
  siteSearches: string[];
};
export declare function programmeSql(businesses: number): string;
