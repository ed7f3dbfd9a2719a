// s3rver ships no types; the little the S3 storage test uses.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
