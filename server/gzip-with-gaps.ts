/**
 * A gzip body compressed once for a text that has gaps of a fixed length, each filled anew for every response
 * (the anonymous page cache's pages, whose CSP nonce changes with every answer). Compressing a stored page again
 * for every hit cost most of a hit; joining the parts compressed at store time costs a CRC-32 of the page.
 *
 * How it stays one valid DEFLATE stream (RFC 1951) inside one gzip member (RFC 1952):
 * - each part is its own raw DEFLATE stream, ended by a sync flush (byte-aligned, not final) and the last by a
 *   finish, so the parts' compressed bytes follow one another;
 * - each gap is a stored block holding the response's filler as it is;
 * - each part after the first is compressed with the text before it as its dictionary, so it refers back across
 *   the gaps as one stream would, but with every gap's bytes as NUL. The decoder's window holds the real filler
 *   there; a back-reference copies only bytes equal to the part's own, and a part without NUL bytes (the only
 *   kind accepted) can never copy from a gap.
 */
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);
/** DEFLATE's window: no back-reference reaches further, so no dictionary needs to be longer. */
const windowBytes = 32 * 1024;
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
  const gapStandIn = Buffer.alloc(gapBytes);
  const deflatedParts = await Promise.all(
    parts.map((part, index) => {
      const last = index === parts.length - 1;
      const textBefore = parts.slice(0, index).flatMap((before) => [before, gapStandIn]);
      const dictionary = Buffer.concat(textBefore).subarray(-windowBytes);
      return deflateRawAsync(part, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(dictionary.length > 0 ? { dictionary } : {}),
      });
    }),
  );
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

/** BFINAL 0, BTYPE 00 (stored), the rest of the byte unused; then LEN and its ones' complement, little-endian. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}
