import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiPaths } from '@school/contracts';

/**
 * One-time upload tickets: the URL GET /api/files/s3/presigned answers, on local disk and on S3 alike.
 *
 * The browser PUTs the bytes to our gateway (ApiPaths.presignedPut), which checks the HMAC and the
 * expiry, claims the file row with a conditional update (files-repository.ts claimUpload) and only
 * then streams the body on to the store. The claim is what makes a ticket single-use: a second PUT,
 * racing or replayed, finds the row taken and gets 403 URL_USED.
 *
 * Why not an S3 presigned PUT or POST policy: both are bearer credentials S3 accepts any number of
 * times until they expire (a policy constrains the key, size and type, not how often it is used), so
 * a leaked URL could overwrite the object. Conditional writes (If-None-Match) would refuse a second
 * write on AWS only, not on every S3-compatible store we run against, and answer S3 XML, not our
 * JSON error. Through the gateway the rule holds on every backend.
 */
export function createUploadTickets(secret: string) {
  const sign = (id: string, expires: number) => createHmac('sha256', secret).update(`upload:${id}:${expires}`).digest('base64url');
  return {
    url(origin: string, id: string, timeoutS: number, now = Date.now()) {
      const expires = Math.floor(now / 1000) + timeoutS;
      return `${origin}${ApiPaths.presignedPut(id)}?expires=${expires}&sig=${sign(id, expires)}`;
    },
    verify(id: string, expires: number, sig: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 < now ? 'expired' : 'ok';
    },
  };
}

export type UploadTickets = ReturnType<typeof createUploadTickets>;
