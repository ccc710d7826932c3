import { describe, expect, it } from 'vitest';
import { holdsNul } from './input-guard';

describe('holdsNul', () => {
  it.each([
    ['a plain string', 'Via Roma', false],
    ['a NUL in a string', 'Via\u0000Roma', true],
    ['a NUL deep in an object', { a: [{ b: 'x\u0000' }] }, true],
    ['a NUL in a key', { ['k\u0000']: 1 }, true],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, false],
    ['other control characters', '\u0001\u001f\uffff', false],
    ['nothing', undefined, false],
  ])('%s', (_name, value, expected) => {
    expect(holdsNul(value)).toBe(expected);
  });

  it('walks 100,000 levels of nesting without overflowing', () => {
    let deep: unknown = 'fine\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

describe('inputGuard', () => {
  async function app() {
    const { default: Fastify } = await import('fastify');
    const { default: inputGuard, FORBIDDEN_CHARACTERS } = await import('./input-guard');
    const server = Fastify();
    await server.register(inputGuard);
    server.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    server.get('/p/:id', async (request) => ({ query: request.query, params: request.params }));
    server.post('/p/:id', async (request) => ({ body: request.body }));
    return { server, FORBIDDEN_CHARACTERS };
  }

  it.each([
    ['a NUL in the query', 'GET', '/p/1?q=a%00b'],
    ['a NUL in a query key', 'GET', '/p/1?a%00=b'],
    ['a NUL in the path', 'GET', '/p/a%00b'],
    ['a NUL in the body', 'POST', '/p/1'],
  ] as const)('refuses %s with a 400', async (_name, method, url) => {
    const { server, FORBIDDEN_CHARACTERS } = await app();
    const answer = await server.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { note: 'x\u0000y' } } : {}),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(FORBIDDEN_CHARACTERS);
  });

  it('lets through a URL and a body without one, %2500 (an encoded "%00") included', async () => {
    const { server } = await app();
    const get = await server.inject({ method: 'GET', url: '/p/1?q=%2500&r=%C3%A8' });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ query: { q: '%00', r: 'è' }, params: { id: '1' } });
    const post = await server.inject({ method: 'POST', url: '/p/1', payload: { note: 'Via Roma' } });
    expect(post.statusCode).toBe(200);
  });
});
