export const LOCAL_TEST_DATABASE_URL: string;
export function testDatabaseUrl(env?: NodeJS.ProcessEnv): Promise<string | null>;
