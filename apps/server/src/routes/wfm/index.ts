import type { FastifyPluginAsync } from 'fastify';

/** The wfm API area (mounted at its base path by app.ts). */
const wfmApi: FastifyPluginAsync = async () => {};

export default wfmApi;
