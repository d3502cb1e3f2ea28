import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type Storage } from './storage';

// The AWS SDK weighs about 20 MB in each process that loads it: it loads with the first call, so a server
// storing photos on disk never does.
const loadSdk = () => import('@aws-sdk/client-s3');
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export function createS3Storage(config: S3Config): Storage {
  let loading: Promise<{ aws: Sdk; client: S3Client }> | undefined;
  /** The SDK's commands and this bucket's client, loaded and made at the first call. */
  const s3 = () =>
    (loading ??= loadSdk().then((aws) => ({
      aws,
      client: new aws.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    })));
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
      const { aws, client } = await s3();
      await client.send(
        new aws.PutObjectCommand({
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
      const { aws, client } = await s3();
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        batch.forEach(assertSafeKey);
        await client.send(
          new aws.DeleteObjectsCommand({
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
      const { aws, client } = await s3();
      await client.send(new aws.HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
