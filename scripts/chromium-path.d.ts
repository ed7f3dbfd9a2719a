export const FULL_CHROMIUM: string;
export function e2eChromiumPath(env?: NodeJS.ProcessEnv): string;
