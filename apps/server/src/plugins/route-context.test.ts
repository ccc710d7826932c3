import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeContextOf } from './route-context';

describe('routeContextOf', () => {
  it("reads the route's url, method and schema as request.routeOptions does, the same object on every request", async () => {
    const app = Fastify();
    const seen: {
      context: unknown;
      url?: string;
      method?: unknown;
      operationId?: string;
      options: FastifyRequest['routeOptions'];
    }[] = [];
    app.addHook('onResponse', (request, _reply, done) => {
      const context = routeContextOf(request);
      seen.push({
        context,
        url: context.config?.url,
        method: context.config?.method,
        operationId: context.schema?.operationId,
        options: request.routeOptions,
      });
      done();
    });
    app.get('/a/:id', { schema: { operationId: 'getA' } as never }, async () => 'a');
    await app.inject({ method: 'GET', url: '/a/1' });
    await app.inject({ method: 'GET', url: '/a/2' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();

    expect(seen).toHaveLength(3);
    const [first, second, missing] = seen;
    expect(first!.context).toBe(second!.context);
    for (const s of seen) {
      expect(s.url).toBe(s.options.url);
      expect(s.method).toEqual(s.options.method);
      expect(s.operationId).toBe((s.options.schema as { operationId?: string } | undefined)?.operationId);
    }
    expect(first).toMatchObject({ url: '/a/:id', method: 'GET', operationId: 'getA' });
    expect(missing!.url).toBeUndefined();
    expect(missing!.operationId).toBeUndefined();
  });
});
