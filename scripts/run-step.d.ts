export type StepResult = { name: string; status: number | null; seconds: number; output: string };
export function runStep(
  name: string,
  cmd: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; live?: boolean },
): Promise<StepResult>;
export function report(result: StepResult, options?: { outputOnlyOnFailure?: boolean }): void;
