export declare const layers: { name: string; pattern: string[]; description: string }[];
export declare const moduleSurfaces: string[];
export declare const maxRouteLines: number;
