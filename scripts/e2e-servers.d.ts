export const E2E_PORT: number;
export const E2E_WORKERS: number;
export function e2eBaseUrlOf(index: number): string;
export function e2eDataDirOf(index: number): string;
