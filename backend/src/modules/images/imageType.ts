import { photoLength, type PhotoBytes } from '../../storage/imageVariants';

/** The image formats a product photo may be uploaded in, recognised by their first bytes. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

const ascii = (buffer: Buffer, start: number, text: string) =>
  buffer.length >= start + text.length && buffer.toString('latin1', start, start + text.length) === text;

/** The longest signature below (WebP's, to byte 12). */
const SIGNATURE_BYTES = 12;

/** The type the bytes declare, whatever the file name or the client's content type say. */
export function detectImageType(photo: PhotoBytes): ImageType | undefined {
  const buffer = Buffer.concat(photo, Math.min(SIGNATURE_BYTES, photoLength(photo)));
  if (ascii(buffer, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (ascii(buffer, 0, 'GIF87a') || ascii(buffer, 0, 'GIF89a')) return 'gif';
  if (ascii(buffer, 0, 'RIFF') && ascii(buffer, 8, 'WEBP')) return 'webp';
  return undefined;
}
