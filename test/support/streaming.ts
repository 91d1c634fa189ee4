import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';

/**
 * Where a document under test waits before it reads its last page (or file) until the test opens it: a document made
 * whole in memory reads every page before it gives a byte, so it arrives here first; a streamed one has given bytes.
 */
export class LastPageGate {
  readonly reached: Promise<void>;
  private markReached!: () => void;
  private readonly opened: Promise<void>;
  private markOpened!: () => void;

  constructor() {
    this.reached = new Promise((resolve) => (this.markReached = resolve));
    this.opened = new Promise((resolve) => (this.markOpened = resolve));
  }

  /** The document's side: it is about to read its last page. */
  async pass(): Promise<void> {
    this.markReached();
    await this.opened;
  }

  open(): void {
    this.markOpened();
  }
}

/**
 * Reads `document` to its end, holding its last page at `gate` until the document's first bytes have arrived; fails
 * when the document asks for its last page before it has given a byte. Returns the whole document.
 */
export async function readWhileMade(document: Readable, gate: LastPageGate): Promise<Buffer> {
  try {
    const firstBytes = new Promise<string>((resolve) => document.once('readable', () => resolve('its first bytes')));
    const first = await Promise.race([firstBytes, gate.reached.then(() => 'its last page read')]);
    assert.equal(first, 'its first bytes', 'the document read its last page before it gave a byte: it was made whole in memory');
  } finally {
    gate.open();
  }
  return buffer(document);
}

/** A PNG of noise (incompressible), about width x height x 3 bytes: pages that make a document big. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
}
