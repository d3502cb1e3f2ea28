import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config';

const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
/** The shell examples, in the order a reader runs them. */
const shell = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');

describe("the README's curl examples", () => {
  it('upload only files that the examples make first, so they run as written', () => {
    const uploads = [...shell.matchAll(/-F \w+=@(\S+)/g)];
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      const file = upload[1]!;
      const before = shell.slice(0, upload.index);
      const made = new RegExp(`(-o|--output|>)\\s*"?${file.replace(/\./g, '\\.')}"?(\\s|$)`);
      expect(before, `${file} is uploaded but never made`).toMatch(made);
    }
  });
});
