// @20minutes/s3rver ships no types: what the tests use of it.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; resetOnClose?: boolean; allowMismatchedSignatures?: boolean; configureBuckets?: { name: string }[] })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
