import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type ApiOperation, fillPath, percentEncode } from './api-operations';
import { badValue, deeplyNested, edgeValue, nastyString } from './bad-input';

/** Query text no well-behaved client sends: broken escapes, an encoded NUL or lone surrogate, repeats. */
const rawQueryJunk = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '1e400', '-1', '0x10', 'NaN', '[]', '{}', 'a&a=b'];

function queryString(operation: ApiOperation): fc.Arbitrary<string> {
  const names = [...operation.query.map((param) => param.name), 'unknown'];
  const structured = fc
    .tuple(...operation.query.map((param) => fc.option(fc.oneof(edgeValue(param.schema), badValue(param.schema)))))
    .map((values) => {
      const search = new URLSearchParams();
      values.forEach((value, index) => {
        if (value !== null)
          search.append(operation.query[index]!.name, typeof value === 'string' ? value : JSON.stringify(value));
      });
      return search.toString();
    });
  const raw = fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom(...rawQueryJunk), nastyString(0, 10))), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) =>
      pairs.map(([name, value]) => `${name}=${rawQueryJunk.includes(value) ? value : percentEncode(value)}`).join('&'),
    );
  return fc.oneof(fc.constant(''), structured, raw);
}

type Body = Pick<InjectOptions, 'payload'> & { contentType?: string };

function multipartJunk(): fc.Arbitrary<Body> {
  return fc.tuple(nastyString(0, 20), fc.uint8Array({ maxLength: 200 }), fc.boolean()).map(([name, bytes, closed]) => {
    const boundary = 'fuzzboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.pdf"\r\n\r\n`;
    const tail = closed ? `\r\n--${boundary}--\r\n` : '';
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
    };
  });
}

/** A body that is wrong for this operation: bad JSON values from its schema, broken JSON, other content types. */
function badBody(operation: ApiOperation): fc.Arbitrary<Body> {
  const schema = operation.body ?? { type: 'object' };
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    { weight: 6, arbitrary: badValue(schema).map(json) },
    { weight: 2, arbitrary: edgeValue(schema).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '',
          '[',
          `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
          '\ufeff{}',
        )
        .map((text) => ({ contentType: 'application/json', payload: text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/octet-stream',
            'image/png',
            'application/json; charset=latin1',
            'foo',
          ),
          nastyString(0, 30),
        )
        .map(([contentType, text]) => ({ contentType, payload: text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.oneof(fc.constantFrom(...Object.keys(schema.properties ?? {}), 'a[b][c]', '__proto__'), nastyString(1, 8)),
          nastyString(0, 20),
          { maxKeys: 4 },
        )
        .map((fields) => ({
          contentType: 'application/x-www-form-urlencoded',
          payload: new URLSearchParams(fields).toString(),
        })),
    },
    { weight: 1, arbitrary: multipartJunk() },
    { weight: 1, arbitrary: deeplyNested.map(json) },
  );
}

/** A generated bad request for one operation; `validParams` lets some requests reach past the path check. */
export function badRequest(operation: ApiOperation, validParams: Record<string, string>): fc.Arbitrary<InjectOptions> {
  const params = fc.record(
    Object.fromEntries(
      operation.pathParams.map((name) => [
        name,
        fc.oneof(
          fc.constant(validParams[name] ?? '1'),
          nastyString(1, 20).map(percentEncode),
          fc.constantFrom('0', '-1', '9'.repeat(30), 'a'.repeat(300), '%2e%2e', '%00', '%ED%A0%80', '%zz'),
        ),
      ]),
    ),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
  const body: fc.Arbitrary<Body> = hasBody ? badBody(operation) : fc.constant({});
  return fc.tuple(params, queryString(operation), body).map(([pathValues, query, { contentType, payload }]) => ({
    method: operation.method as InjectOptions['method'],
    url: `${fillPath(operation.path, pathValues)}${query ? `?${query}` : ''}`,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  }));
}
