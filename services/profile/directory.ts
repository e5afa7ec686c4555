import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, Gender, Nullable, T, UserIdParamsSchema } from '@school/contracts';
import { User } from '../auth/entities';
import { notFound } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import type { FallbackProfile, ProfileFallback } from './fallback';
import { asyncPlugin } from '../core/async-plugin';

/**
 * The second profile host mounted in the gateway by default (spec 7): it answers from the account
 * directory (the login is the name a student is known by until a display name is set). A
 * production deployment points PROFILE_FALLBACK_URL at its own host instead, which serves the
 * same path and answer on its root; here it lives under DIRECTORY_PREFIX.
 */
export const DIRECTORY_PREFIX = '/profile-host';

const DirectoryProfileSchema = Type.Object({
  displayName: Type.String(),
  age: Nullable(Type.Integer()),
  gender: Nullable(Type.Enum(Gender)),
});

export function accountDirectory(app: { em(): import('@mikro-orm/core').EntityManager }): ProfileFallback {
  return {
    async lookup(userId): Promise<FallbackProfile | null> {
      const user = await app.em().findOne(User, { id: userId });
      return user ? { displayName: user.login, age: null, gender: null } : null;
    },
  };
}

const directoryRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function directoryRoutes(app) {
  const directory = accountDirectory(app);
  app.get(
    `${DIRECTORY_PREFIX}/api/student/profile/:userId`,
    {
      config: { access: 'selfOrTeacher' },
      schema: { tags: ['profile'], params: UserIdParamsSchema, response: { 200: Data(DirectoryProfileSchema), ...errorResponses } },
    },
    async (request) => {
      const found = await directory.lookup(request.params.userId);
      if (!found) throw notFound(T.server.notFound);
      return { data: found };
    },
  );
});

export default fp(directoryRoutes, { name: 'profile-directory', dependencies: ['orm', 'auth-hook'] });
