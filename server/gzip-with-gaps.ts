/**
 * A gzip body compressed once for a text that has gaps of a fixed length, each filled anew for every response
 * (the anonymous page cache's pages, whose CSP nonce changes with every answer). Compressing a stored page again
 * for every hit cost most of a hit; joining the parts compressed at store time costs a CRC-32 of the page.
 *
 * How it stays one valid DEFLATE stream (RFC 1951) inside one gzip member (RFC 1952): one raw DEFLATE stream
 * compresses the whole text, with NUL bytes standing in for every gap and a sync flush (the output so far,
 * byte-aligned, no block marked final) before and after each stand-in. The stand-ins' output is dropped; a hit puts
 * a stored block holding its filler, as it is, in each place. The decoder's window then holds the filler where the
 * compressor saw NUL bytes, at the same distances; a back-reference copies only bytes equal to the part being
 * compressed, and a part without NUL bytes (the only kind accepted) can never copy from a gap.
 */
import { once } from "node:events";
import { constants, crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from "node:zlib";

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block's header takes 5 bytes; its length field holds at most 65,535. */
const maxGapBytes = 0xffff;

export interface GzipWithGaps {
  /** The gzip body with this filler in every gap (`gapBytes` long), or undefined for a filler that does not fit. */
  withFillers(filler: Buffer): Buffer | undefined;
  /** What the compressed parts take in memory. */
  storedBytes: number;
}

/**
 * The parts compressed for gaps of `gapBytes` between every two of them (parts.length - 1 gaps), or undefined
 * when they cannot be: a part holding a NUL byte, or a gap a stored block cannot hold.
 */
export async function compressWithGaps(parts: readonly Buffer[], gapBytes: number): Promise<GzipWithGaps | undefined> {
  if (parts.length === 0 || gapBytes > maxGapBytes || parts.some((part) => part.includes(0))) return undefined;
  const deflatedParts = await deflateAroundGaps(parts, Buffer.alloc(gapBytes)).catch((error: unknown) => {
    console.error("A cached page stays without its gzip copy:", error);
    return undefined;
  });
  if (!deflatedParts) return undefined;
  const plainBytes = parts.reduce((sum, part) => sum + part.length, 0) + gapBytes * (parts.length - 1);

  return {
    storedBytes: deflatedParts.reduce((sum, part) => sum + part.length, 0),
    withFillers(filler) {
      if (filler.length !== gapBytes || filler.includes(0)) return undefined;
      const storedFiller = Buffer.concat([storedBlockHeader(gapBytes), filler]);
      let checksum = 0;
      const body: Buffer[] = [gzipHeader];
      parts.forEach((part, index) => {
        if (index > 0) {
          checksum = crc32(filler, checksum);
          body.push(storedFiller);
        }
        // Node 20's crc32 answers 0 for an empty buffer that zlib has had (its memory given up): nothing to add anyway.
        if (part.length > 0) checksum = crc32(part, checksum);
        body.push(deflatedParts[index]);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(checksum >>> 0, 0);
      trailer.writeUInt32LE(plainBytes % 2 ** 32, 4);
      body.push(trailer);
      return Buffer.concat(body);
    },
  };
}

/** Each part's compressed bytes, the parts compressed as one text with `gapStandIn` between every two. */
async function deflateAroundGaps(parts: readonly Buffer[], gapStandIn: Buffer): Promise<Buffer[]> {
  // Paused, with room for the whole output, so a flush is done without its output being read, and read at once
  // after it. (zlib passes stream options on to its Transform; its options type does not list them.)
  const streamOptions = { readableHighWaterMark: 2 ** 30 };
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, ...streamOptions } as ZlibOptions);
  const failed = once(deflate, "error").then(([error]) => Promise.reject(error as Error));
  const outputSoFar = () => {
    const chunks: Buffer[] = [];
    for (let chunk: Buffer | null = deflate.read(); chunk !== null; chunk = deflate.read()) chunks.push(chunk);
    return Buffer.concat(chunks);
  };
  const compressed = async (text: Buffer, last: boolean) => {
    if (last) {
      deflate.end(text);
      return Promise.race([restOf(deflate), failed]);
    }
    deflate.write(text);
    await Promise.race([syncFlush(deflate), failed]);
    return outputSoFar();
  };
  const deflatedParts: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) await compressed(gapStandIn, false);
    deflatedParts.push(await compressed(part, index === parts.length - 1));
  }
  return deflatedParts;
}

function syncFlush(deflate: DeflateRaw): Promise<void> {
  return new Promise((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
}

/** All the stream's output from here to its end. */
async function restOf(deflate: DeflateRaw): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of deflate) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** BFINAL 0, BTYPE 00 (stored), the rest of the byte unused; then LEN and its ones' complement, little-endian. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}
