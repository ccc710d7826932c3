import type { FastifyPluginAsync } from 'fastify';

/** The bpm API area (mounted at its base path by app.ts). */
const bpmApi: FastifyPluginAsync = async () => {};

export default bpmApi;
