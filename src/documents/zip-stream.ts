/**
 * A ZIP archive written front to back as it is made (PKWARE's APPNOTE): each entry's header and bytes, then the
 * central directory. An entry whose bytes are all at hand is stored or deflated with its CRC and sizes in its header,
 * as fflate's zipSync writes them; an entry read from a stream is stored and followed by a data descriptor. Only the
 * central directory is kept until the end. Past 4 GiB of archive or 65,535 entries the directory gets its ZIP64
 * records; smaller archives have none, for the readers that know only the original format.
 */
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { deflateSync } from 'fflate';
import { producedStream, type ByteSink } from './byte-stream';

const SIGNATURE = { local: 0x04034b50, descriptor: 0x08074b50, central: 0x02014b50, end: 0x06054b50, zip64End: 0x06064b50, zip64Locator: 0x07064b50 };
const METHOD = { store: 0, deflate: 8 } as const;
/** Version 2.0 (deflate, data descriptors); 4.5 for the ZIP64 records. */
const VERSION = 20;
const VERSION_ZIP64 = 45;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const ZIP64_EXTRA_ID = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

export type Compression = keyof typeof METHOD;

interface Entry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** MS-DOS time and date (local time, two seconds apart), as ZIP headers hold them. */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private written = 0;
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly sink: ByteSink,
    modified = new Date(),
  ) {
    this.stamp = dosDateTime(modified);
  }

  /** An entry whose bytes are all here: PNGs and other compressed files stored, text deflated. */
  async add(name: string, data: Uint8Array, compression: Compression): Promise<void> {
    const body = compression === 'deflate' ? deflateSync(data, { level: 6 }) : data;
    const entry = this.begin(name, compression, 0);
    Object.assign(entry, { crc: zlib.crc32(data), size: data.length, compressedSize: body.length });
    this.write(this.localHeader(entry));
    this.write(body);
    await this.sink.room();
  }

  /** An entry copied from a stream as it is read, stored; its CRC and sizes follow it. */
  async addStream(name: string, source: AsyncIterable<Uint8Array>): Promise<void> {
    const entry = this.begin(name, 'store', FLAG_DATA_DESCRIPTOR);
    this.write(this.localHeader(entry));
    for await (const chunk of source) {
      entry.crc = zlib.crc32(chunk, entry.crc);
      entry.size += chunk.length;
      this.write(chunk);
      await this.sink.room();
    }
    if (entry.size >= MAX_32) throw new Error(`${name}: an entry read from a stream must be smaller than 4 GiB`);
    entry.compressedSize = entry.size;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(SIGNATURE.descriptor, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.write(descriptor);
  }

  /** The central directory (and its ZIP64 records when needed): the archive's last bytes. */
  async end(): Promise<void> {
    const start = this.written;
    for (const entry of this.entries) this.write(this.centralHeader(entry));
    const size = this.written - start;
    const count = this.entries.length;
    if (count >= MAX_16 || start >= MAX_32 || size >= MAX_32) this.writeZip64End(start, size, count);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(SIGNATURE.end, 0);
    end.writeUInt16LE(Math.min(count, MAX_16), 8);
    end.writeUInt16LE(Math.min(count, MAX_16), 10);
    end.writeUInt32LE(Math.min(size, MAX_32), 12);
    end.writeUInt32LE(Math.min(start, MAX_32), 16);
    this.write(end);
    await this.sink.room();
  }

  private begin(name: string, compression: Compression, flags: number): Entry {
    const encoded = Buffer.from(name, 'utf8');
    if (encoded.length > MAX_16) throw new Error(`${name.slice(0, 40)}…: a ZIP entry name must be shorter than 64 KiB`);
    const utf8 = encoded.length !== name.length ? FLAG_UTF8_NAME : 0;
    const entry: Entry = { name: encoded, flags: flags | utf8, method: METHOD[compression], crc: 0, compressedSize: 0, size: 0, offset: this.written };
    this.entries.push(entry);
    return entry;
  }

  private write(bytes: Uint8Array): void {
    this.sink.write(bytes);
    this.written += bytes.length;
  }

  /** Version, flags, method, time, date, CRC and sizes: what the local and central headers share, from `at`. */
  private common(header: Buffer, at: number, entry: Entry, versionNeeded: number): void {
    header.writeUInt16LE(versionNeeded, at);
    header.writeUInt16LE(entry.flags, at + 2);
    header.writeUInt16LE(entry.method, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
    header.writeUInt32LE(entry.crc, at + 10);
    header.writeUInt32LE(entry.compressedSize, at + 14);
    header.writeUInt32LE(entry.size, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30 + entry.name.length);
    header.writeUInt32LE(SIGNATURE.local, 0);
    this.common(header, 4, entry, VERSION);
    entry.name.copy(header, 30);
    return header;
  }

  /** An entry that starts past 4 GiB gives its offset in a ZIP64 extra field. */
  private centralHeader(entry: Entry): Buffer {
    const zip64 = entry.offset >= MAX_32;
    const extra = zip64 ? 12 : 0;
    const header = Buffer.alloc(46 + entry.name.length + extra);
    header.writeUInt32LE(SIGNATURE.central, 0);
    header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 4);
    this.common(header, 6, entry, zip64 ? VERSION_ZIP64 : VERSION);
    header.writeUInt16LE(extra, 30);
    header.writeUInt32LE(Math.min(entry.offset, MAX_32), 42);
    entry.name.copy(header, 46);
    if (zip64) {
      const at = 46 + entry.name.length;
      header.writeUInt16LE(ZIP64_EXTRA_ID, at);
      header.writeUInt16LE(8, at + 2);
      header.writeBigUInt64LE(BigInt(entry.offset), at + 4);
    }
    return header;
  }

  private writeZip64End(start: number, size: number, count: number): void {
    const record = Buffer.alloc(56 + 20);
    const at = this.written;
    record.writeUInt32LE(SIGNATURE.zip64End, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_ZIP64, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(size), 40);
    record.writeBigUInt64LE(BigInt(start), 48);
    record.writeUInt32LE(SIGNATURE.zip64Locator, 56);
    record.writeBigUInt64LE(BigInt(at), 64);
    record.writeUInt32LE(1, 72);
    this.write(record);
  }
}

/** A ZIP archive as a stream, its entries written by `fill` one after another. */
export function zipStream(fill: (zip: ZipWriter) => Promise<void>): Readable {
  return producedStream(async (sink) => {
    const zip = new ZipWriter(sink);
    await fill(zip);
    await zip.end();
  });
}
