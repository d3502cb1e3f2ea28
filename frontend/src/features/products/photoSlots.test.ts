import { makeImage } from '../../testing/fixtures';
import { emptySlot, fileError, planPhotoChanges, slotsFromImages } from './photoSlots';

const file = (type = 'image/png', size = 10) => new File([new Uint8Array(size)], 'photo', { type });

describe('photo slots', () => {
  it('puts the preview first and pads to six slots', () => {
    const slots = slotsFromImages([makeImage(1), makeImage(2, { preview: true })]);
    expect(slots).toHaveLength(6);
    expect(slots.map((slot) => slot.existing?.id ?? null)).toEqual([2, 1, null, null, null, null]);
  });

  it('plans deletes first, then replacements and additions, and leaves the rest alone', () => {
    const png = file();
    const slots = [
      { ...emptySlot, existing: makeImage(1, { preview: true }), file: png },
      { ...emptySlot, existing: makeImage(2), removed: true },
      { ...emptySlot, existing: makeImage(3) },
      { ...emptySlot, file: png },
      emptySlot,
      emptySlot,
    ];
    expect(planPhotoChanges(slots)).toEqual([
      { kind: 'delete', slot: 1, imageId: 2 },
      { kind: 'replace', slot: 0, imageId: 1, file: png },
      { kind: 'add', slot: 3, file: png, preview: false },
    ]);
  });

  it('adds a first photo as the preview', () => {
    const png = file();
    expect(planPhotoChanges([{ ...emptySlot, file: png }])).toEqual([
      { kind: 'add', slot: 0, file: png, preview: true },
    ]);
  });

  it('accepts png, jpeg, gif and webp up to 5 MB', () => {
    expect(fileError(file('image/webp'))).toBeNull();
    expect(fileError(file('application/pdf'))).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded.');
    expect(fileError(file('image/png', 5 * 1024 * 1024 + 1))).toBe('An image can be at most 5 MB.');
  });
});
