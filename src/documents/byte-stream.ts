import { Readable } from 'node:stream';

/** Where a document writes its bytes as it makes them. */
export interface ByteSink {
  write(chunk: Uint8Array): void;
  /**
   * Resolves once the reader has taken what was written (at once while less than AHEAD_BYTES wait), so a document
   * makes its next page only when there is room for it; rejects when the reader went away, which ends the document.
   */
  room(): Promise<void>;
}

/** How far a document may run ahead of its reader. */
const AHEAD_BYTES = 1024 * 1024;
/** Small writes (a PDF writes each object line by line) travel in blocks of this size. */
const BLOCK_BYTES = 64 * 1024;

class ReaderGone extends Error {
  constructor() {
    super('The reader of the document went away before its end');
  }
}

/**
 * A document as a readable stream that `make` writes while it is read: making starts with the first read, waits
 * whenever the reader is AHEAD_BYTES behind, and stops at its next wait when the reader goes away. An error thrown by
 * `make` ends the stream with that error.
 */
export function producedStream(make: (sink: ByteSink) => Promise<void>): Readable {
  let block: Uint8Array[] = [];
  let blockBytes = 0;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let started = false;

  const flush = () => {
    if (blockBytes === 0) return;
    const chunk = block.length === 1 ? block[0] : Buffer.concat(block, blockBytes);
    block = [];
    blockBytes = 0;
    if (!stream.destroyed) stream.push(chunk);
  };

  const sink: ByteSink = {
    write(chunk) {
      if (chunk.length === 0) return;
      block.push(chunk);
      blockBytes += chunk.length;
      if (blockBytes >= BLOCK_BYTES) flush();
    },
    room() {
      flush();
      if (stream.destroyed) return Promise.reject(new ReaderGone());
      if (stream.readableLength < AHEAD_BYTES) return Promise.resolve();
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
  };

  const stream = new Readable({
    highWaterMark: AHEAD_BYTES,
    read() {
      if (!started) {
        started = true;
        make(sink).then(
          () => {
            flush();
            stream.push(null);
          },
          (error: Error) => stream.destroy(error),
        );
      }
      waiting?.resolve();
      waiting = undefined;
    },
    destroy(error, callback) {
      waiting?.reject(new ReaderGone());
      waiting = undefined;
      callback(error);
    },
  });
  return stream;
}
