import { expect, it } from 'vitest';
import { validProduct } from '../../src/modules/products/products.testing';
import { backUp, restoreBackup } from './backupCommands';
import { anyone, log, throughNginx } from './observe';
import { uploadPhoto } from './photo';
import { Shopper } from './shopper';
import type { Topology } from './topology';

/** `npm run backup` and `npm run restore` on the topology's database and bucket. */
export function backupChecks(topology: () => Topology) {
  it('backs up the database and the photos, and restores them as they were', async () => {
    const t = topology();
    const nginx = t.nginx.url;
    const seller = await Shopper.signUp(nginx);
    const create = async (title: string) =>
      (await seller.call(nginx, 'POST', '/api/products/new', validProduct({ title }))).body.id as number;
    const kept = await create('Kept bowl');
    const keptPhoto = await uploadPhoto(t, seller, kept);
    const deletedLater = await create('Bowl deleted after the backup');
    const folder = await backUp(t);

    const added = await create('Bowl made after the backup');
    const addedPhoto = await uploadPhoto(t, seller, added);
    const photoId = keptPhoto.upload.body.id;
    expect((await seller.call(nginx, 'DELETE', `/api/products/images/${photoId}`)).status).toBe(200);
    expect((await seller.call(nginx, 'DELETE', `/api/products/${deletedLater}`)).status).toBe(200);
    expect((await fetch(keptPhoto.url)).status).toBe(404);

    const restored = await restoreBackup(t, folder);
    log('backed up into, restored', [folder.slice(t.dir.length), restored]);
    const images = await throughNginx(t, `/api/products/${kept}/images`, (read) => read.status === 200);
    expect(images.answer.body.map((image: { id: number }) => image.id)).toEqual([photoId]);
    expect((await fetch(keptPhoto.url)).status).toBe(200);
    expect((await anyone.call(nginx, 'GET', `/api/products/${deletedLater}`)).status).toBe(200);
    expect((await anyone.call(nginx, 'GET', `/api/products/${added}`)).status).toBe(404);
    expect((await fetch(addedPhoto.url)).status).toBe(404);
  });
}
