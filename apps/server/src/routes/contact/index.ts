import type { FastifyPluginAsync } from 'fastify';

/** The contact API area (mounted at its base path by app.ts). */
const contactApi: FastifyPluginAsync = async () => {};

export default contactApi;
