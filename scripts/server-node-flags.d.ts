/** Node flags of every production server process (decision 047). */
export declare const SERVER_NODE_FLAGS: readonly string[];
