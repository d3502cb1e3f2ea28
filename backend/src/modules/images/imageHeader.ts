import type { PhotoBytes } from '../../storage/imageVariants';
import type { ImageType } from './imageType';

/** What decoding a photo would cost, as its header declares it. */
export interface ImageHeader {
  width: number;
  height: number;
  /** Bits per channel once decoded: 8, or 16 for deeper samples (a 16-bit PNG, a 12-bit JPEG). */
  bitsPerSample: 8 | 16;
  /** Frames (a GIF's images), and their pixels together. */
  frames: number;
  framePixels: number;
}

/**
 * The bytes of a photo kept in the pieces it arrived in, read at any offset without joining them; 0 past
 * the end. Reads mostly move forward, so the piece last read is looked in first.
 */
function byteReader(photo: PhotoBytes) {
  let pieceIndex = 0;
  let pieceStart = 0;
  const length = photo.reduce((sum, piece) => sum + piece.length, 0);
  const byte = (offset: number): number => {
    if (offset < 0 || offset >= length) return 0;
    if (offset < pieceStart) [pieceIndex, pieceStart] = [0, 0];
    while (offset >= pieceStart + photo[pieceIndex]!.length) {
      pieceStart += photo[pieceIndex]!.length;
      pieceIndex += 1;
    }
    return photo[pieceIndex]![offset - pieceStart]!;
  };
  return {
    length,
    byte,
    uint16be: (offset: number) => byte(offset) * 0x100 + byte(offset + 1),
    uint16le: (offset: number) => byte(offset) + byte(offset + 1) * 0x100,
    uint24le: (offset: number) => byte(offset) + byte(offset + 1) * 0x100 + byte(offset + 2) * 0x10000,
    uint32be: (offset: number) =>
      byte(offset) * 0x1000000 + byte(offset + 1) * 0x10000 + byte(offset + 2) * 0x100 + byte(offset + 3),
  };
}

type Bytes = ReturnType<typeof byteReader>;

const still = (width: number, height: number, bitsPerSample: 8 | 16 = 8): ImageHeader => ({
  width,
  height,
  bitsPerSample,
  frames: 1,
  framePixels: width * height,
});

const text = (bytes: Bytes, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, index) => bytes.byte(offset + index)));

/** The IHDR chunk, first in every PNG (13 bytes): width, height, then the bit depth. */
const pngHeader = (bytes: Bytes) =>
  bytes.uint32be(8) === 13 && text(bytes, 12, 4) === 'IHDR'
    ? still(bytes.uint32be(16), bytes.uint32be(20), bytes.byte(24) > 8 ? 16 : 8)
    : undefined;

/** JPEG's start-of-frame markers (C0 to CF but C4, C8 and CC): precision, height, width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Bytes): ImageHeader | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes.byte(offset) !== 0xff) return undefined;
    const marker = bytes.byte(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte
    } else if (isStartOfFrame(marker)) {
      return still(
        bytes.uint16be(offset + 7),
        bytes.uint16be(offset + 5),
        bytes.byte(offset + 4) > 8 ? 16 : 8,
      );
    } else if (marker === 0xda) {
      return undefined; // the scan began without a frame header
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
    } else {
      offset += 2 + bytes.uint16be(offset + 2);
    }
  }
  return undefined;
}

/** A GIF's blocks after its screen descriptor: extensions, images, the trailer. */
const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;

/** Past a run of GIF data sub-blocks (each a length byte, then that many bytes; a 0 ends them). */
function skipSubBlocks(bytes: Bytes, offset: number): number {
  while (offset < bytes.length && bytes.byte(offset) !== 0) offset += 1 + bytes.byte(offset);
  return offset + 1;
}

/** A colour table's length, from a packed byte's flag (bit 7) and size (bits 0 to 2). */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * A GIF's screen, and its frames counted block by block; none found, it is no GIF this can read. The walk
 * stops once `enough` says the frames counted so far are already too many: a file of thousands of frames is
 * not walked to its end.
 */
function gifHeader(bytes: Bytes, enough: (header: ImageHeader) => boolean): ImageHeader | undefined {
  const header = { ...still(bytes.uint16le(6), bytes.uint16le(8)), frames: 0, framePixels: 0 };
  let offset = 13 + colourTable(bytes.byte(10));
  while (offset < bytes.length && !enough(header)) {
    const block = bytes.byte(offset);
    if (block === GIF_EXTENSION) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === GIF_IMAGE) {
      header.frames += 1;
      header.framePixels += bytes.uint16le(offset + 5) * bytes.uint16le(offset + 7);
      // The descriptor, its local colour table, the LZW code size, then the image data.
      offset = skipSubBlocks(bytes, offset + 10 + colourTable(bytes.byte(offset + 9)) + 1);
    } else {
      break; // the trailer, or bytes that are no block
    }
  }
  return header.frames > 0 ? header : undefined;
}

/** A WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, with the canvas size). */
function webpHeader(bytes: Bytes): ImageHeader | undefined {
  const chunk = text(bytes, 12, 4);
  // A key frame's start code, then its size.
  if (chunk === 'VP8 ' && bytes.byte(23) === 0x9d && bytes.byte(24) === 0x01 && bytes.byte(25) === 0x2a) {
    return still(bytes.uint16le(26) & 0x3fff, bytes.uint16le(28) & 0x3fff);
  }
  // The signature byte, then 14 bits each of width and height, less one.
  if (chunk === 'VP8L' && bytes.byte(20) === 0x2f) {
    const bits =
      bytes.byte(21) + bytes.byte(22) * 0x100 + bytes.byte(23) * 0x10000 + bytes.byte(24) * 0x1000000;
    return still((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return still(bytes.uint24le(24) + 1, bytes.uint24le(27) + 1);
  return undefined;
}

/**
 * What a photo's header says it holds, read before anything decodes it; undefined when the header cannot
 * be read, which the decoder then refuses or bounds by its own pixel limit.
 */
export function readImageHeader(
  photo: PhotoBytes,
  type: ImageType,
  enough: (header: ImageHeader) => boolean = () => false,
): ImageHeader | undefined {
  const bytes = byteReader(photo);
  if (type === 'png') return pngHeader(bytes);
  if (type === 'jpeg') return jpegHeader(bytes);
  if (type === 'gif') return gifHeader(bytes, enough);
  return webpHeader(bytes);
}
