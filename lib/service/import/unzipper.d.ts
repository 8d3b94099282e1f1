/** The part of unzipper 0.10 (untyped) that lib/service/import/parse.ts uses: its streaming parser. */
declare module 'unzipper' {
  import type { Readable, Writable } from 'node:stream';

  interface Entry extends Readable {
    path: string;
    autodrain(): unknown;
  }
  interface ParseStream extends Writable {
    on(event: 'entry', listener: (entry: Entry) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  const unzipper: { Parse(options?: { forceStream?: boolean }): ParseStream };
  export default unzipper;
}
