import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { T } from '@school/contracts';
import { badRequest, HttpError } from './http-error';
import { asyncPlugin } from './async-plugin';

/**
 * Input no schema can express, refused as 400 before any handler: a NUL character in any string
 * (databases reject or truncate it) and a number out of range (`1e309` parses to Infinity; whole
 * numbers past 2^53 lose precision), in bodies, params and query strings. Bodies are checked while they are parsed; params and query strings before validation.
 */
/** Infinity, or a whole number past 2^53 (ids and revisions like 1e308 would poison every later comparison). */
const outOfRange = (value: number) => !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));

function reviver(_key: string, value: unknown) {
  if (typeof value === 'string' && value.includes('\0')) throw badRequest(T.server.badRequest, 'NUL_CHARACTER');
  if (typeof value === 'number' && outOfRange(value)) throw badRequest(T.server.badRequest, 'NUMBER_OUT_OF_RANGE');
  return value;
}

/** After validation: a param or query value the schema coerced to a number out of range ('1e309' -> Infinity). */
function hasOutOfRangeNumber(bag: unknown): boolean {
  if (!bag || typeof bag !== 'object') return false;
  return Object.values(bag as Record<string, unknown>).some((v) =>
    typeof v === 'number' ? outOfRange(v) : Array.isArray(v) && v.some((x) => typeof x === 'number' && outOfRange(x)),
  );
}

function hasNul(bag: unknown): boolean {
  if (!bag || typeof bag !== 'object') return false;
  for (const value of Object.values(bag as Record<string, unknown>)) {
    if (typeof value === 'string' ? value.includes('\0') : Array.isArray(value) && value.some((v) => typeof v === 'string' && v.includes('\0'))) {
      return true;
    }
  }
  return false;
}

export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request: FastifyRequest, body: string, done) => {
      if (body === '') return done(null, undefined);
      try {
        // As Fastify's own parser: prototype poisoning keys are refused.
        done(null, secureJson.parse(body, reviver, { protoAction: 'error', constructorAction: 'error' }));
      } catch (err) {
        done(err instanceof HttpError ? err : badRequest(T.server.badRequest, 'INVALID_JSON'), undefined);
      }
    });
    // Synchronous (callback-style) hooks: no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasNul(request.params) || hasNul(request.query)) return done(badRequest(T.server.badRequest, 'NUL_CHARACTER'));
      done();
    });
    // Registered before the access hook: runs before the route's rule reads the ids.
    app.addHook('preHandler', (request, _reply, done) => {
      if (hasOutOfRangeNumber(request.params) || hasOutOfRangeNumber(request.query)) {
        return done(badRequest(T.server.badRequest, 'NUMBER_OUT_OF_RANGE'));
      }
      done();
    });
  }),
  { name: 'input-guard' },
);
