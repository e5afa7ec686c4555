import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI document at /api/docs/json and its UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'School platform API', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
    });
    // The docs are public: mark their routes so the auth hook lets visitors through.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), access: 'public' };
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });
  },
  { name: 'swagger' },
);
