/** Node flags of every production server process (decision 047). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** Environment every production server process starts with (decision 076). */
export declare const SERVER_ENV: Readonly<Record<string, string>>;
