import type { Config } from '../config';
import type { RenderVariants } from '../storage/imageVariants';
import { encodeHere } from './encodeHere';
import { encodeInEncoderProcess } from './encoderClient';

export { encodeHere } from './encodeHere';
export { ENCODER_ROLE_ENV, ENCODER_SOCKET_ENV } from './protocol';

/** Where this process's photos are encoded: the server's encoding process when there is one, else here. */
export function photoEncoder(config: Pick<Config, 'imageEncoderSocket'>): RenderVariants {
  return config.imageEncoderSocket ? encodeInEncoderProcess(config.imageEncoderSocket) : encodeHere;
}
