/**
 * Secrets that must never sign tokens in production: placeholders shipped in this repository
 * (infra manifests, e2e, docs) and the usual guesses. The one list; config.ts checks against it.
 */
export const PLACEHOLDER_JWT_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-string',
  'change-me',
  'changeme',
  'secret',
  'jwt-secret',
  'your-secret',
  'your-256-bit-secret',
  'e2e-secret-for-signing-test-tokens-0123456789',
];

export const MIN_JWT_SECRET_LENGTH = 32;

/** Why this secret may not sign tokens in production, or null when it may. */
export function jwtSecretProblem(secret: string | undefined | null): string | null {
  if (!secret) return 'JWT_SECRET is not set';
  const normalized = secret.trim().toLowerCase();
  if (PLACEHOLDER_JWT_SECRETS.includes(normalized) || /change-?me|placeholder|example/.test(normalized)) {
    return 'JWT_SECRET is a known placeholder';
  }
  if (secret.trim().length < MIN_JWT_SECRET_LENGTH) return `JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters`;
  return null;
}
