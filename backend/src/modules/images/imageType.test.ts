import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageType';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('image type', () => {
  it('reads the signature across the pieces a photo arrived in', () => {
    expect(detectImageType([latin1('RI'), latin1('FF\x00\x00\x00\x00WE'), latin1('BPVP8 rest')])).toBe(
      'webp',
    );
    expect(detectImageType([latin1('\xff'), latin1('\xd8\xff\xe0')])).toBe('jpeg');
    expect(detectImageType([latin1('\x89PNG\r\n\x1a\n'), latin1('IHDR')])).toBe('png');
    expect(detectImageType([latin1('GIF89a')])).toBe('gif');
  });

  it('knows nothing of bytes too short or of another kind', () => {
    expect(detectImageType([])).toBeUndefined();
    expect(detectImageType([latin1('\xff\xd8')])).toBeUndefined();
    expect(detectImageType([latin1('RIFF\x00\x00\x00\x00WAVE')])).toBeUndefined();
  });
});
