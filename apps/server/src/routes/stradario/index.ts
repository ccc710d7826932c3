import type { FastifyPluginAsync } from 'fastify';

/** The stradario API area (mounted at its base path by app.ts). */
const stradarioApi: FastifyPluginAsync = async () => {};

export default stradarioApi;
