export declare const serverBundle: () => string;
export declare function bundleState(): "missing" | "stale" | null;
export declare function imageState(): "missing" | "stale" | null;
export declare function buildBundle(): boolean;
export declare function buildDatabaseImage(): boolean;
export declare function build(options?: { force?: boolean }): boolean;
