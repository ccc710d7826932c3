import type { FastifyPluginAsync } from 'fastify';

/** Demo-mode helpers under /dev (never registered in production). */
const devRoutes: FastifyPluginAsync = async () => {};

export default devRoutes;
