import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type Storage } from './storage';

// The AWS SDK weighs about 20 MB in each process that loads it: it loads with the first call, so a server
// storing photos on disk never does.
const sdk = () => import('@aws-sdk/client-s3');

export function createS3Storage(config: S3Config): Storage {
  let client: Promise<S3Client> | undefined;
  const s3 = () =>
    (client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials:
            config.accessKeyId && config.secretAccessKey
              ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
              : undefined,
        }),
    ));
  const base = (
    config.publicUrl ??
    (config.endpoint
      ? `${config.endpoint.replace(/\/$/, '')}/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { PutObjectCommand } = await sdk();
      await (
        await s3()
      ).send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return this.publicUrl(key);
    },
    async remove(keys) {
      const { DeleteObjectsCommand } = await sdk();
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        batch.forEach(assertSafeKey);
        await (
          await s3()
        ).send(
          new DeleteObjectsCommand({
            Bucket: config.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${base}/${key}`;
    },
    async check() {
      const { HeadBucketCommand } = await sdk();
      await (await s3()).send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
