import fc from 'fast-check';
import type { JsonSchema } from './api-operations';

/** Text that breaks naive handling: NUL, lone surrogates, BOM, RTL override, combining marks, quotes, markup. */
const nastyUnits = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  'e\u0301',
  '😀',
  '\uffff',
  '\r\n',
  "'",
  '"',
  '\\',
  '<b>',
];

export function nastyString(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const unit = fc.oneof(fc.constantFrom(...nastyUnits), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
  return fc.string({ unit, minLength, maxLength: Math.max(minLength, maxLength) });
}

const nest = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

export const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean())
  .map(([depth, asArray]) => nest(depth, 'x', asArray));

const lowerBound = (schema: JsonSchema) =>
  schema.exclusiveMinimum === true ? (schema.minimum ?? 0) + 1 : (schema.minimum ?? Number.MIN_SAFE_INTEGER);

/** A value of the schema's shape, leaning to its edges: boundary lengths and numbers, odd unicode. */
export function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = edgeOfType(schema);
  return schema.nullable ? fc.oneof(fc.constant(null), base) : base;
}

function edgeOfType(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 200, 200);
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        nastyString(min, Math.min(max, 40)),
        fc.constant('a'.repeat(schema.maxLength ?? 200)),
        fc.emailAddress(),
      );
    }
    case 'integer': {
      const min = lowerBound(schema);
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      const edges = [min, max, min + 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 0, -1].filter((n) => n >= min && n <= max);
      return fc.oneof(
        fc.constantFrom(...edges),
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e308, max: schema.maximum ?? 1e308, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(edgeValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, edgeValue(value)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const ofType = (value: unknown, type: string | undefined) => {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === type;
};

const anyWrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  nastyString(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(nastyString(1, 8), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

function outOfBounds(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  switch (schema.type) {
    case 'string': {
      const tooLong = (schema.maxLength ?? 10_000) + 1;
      return [fc.constantFrom('x'.repeat(tooLong), '😀'.repeat(tooLong), 'y'.repeat(300_000))];
    }
    case 'integer':
    case 'number':
      return [fc.constantFrom(lowerBound(schema) - 1, (schema.maximum ?? 2 ** 53) + 1, 1.5, 1e308, -1e308, -0)];
    case 'array': {
      const tooMany = (schema.maxItems ?? 1000) + 1;
      return [fc.constant(Array.from({ length: tooMany }, () => null))];
    }
    default:
      return [];
  }
}

function objectMutations(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const whole = edgeValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<unknown>[] = [
    // Extra fields, prototype keys included.
    fc
      .tuple(
        whole,
        fc.dictionary(
          fc.oneof(fc.constantFrom('__proto__', 'constructor', 'userId', 'id'), nastyString(1, 12)),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1, maxKeys: 4 },
        ),
      )
      .map(([value, extra]) => Object.assign(Object.create(null), value, extra)),
  ];
  if (keys.length > 0) {
    mutations.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(whole, badValue(properties[key]!)).map(([value, bad]) => ({ ...value, [key]: bad }))),
    );
  }
  if ((schema.required ?? []).length > 0) {
    mutations.push(
      fc.tuple(whole, fc.constantFrom(...schema.required!)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  return mutations;
}

/** Something wrong with a value of this schema: the wrong type, out of bounds, deeply nested, or (objects) one bad field. */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongType = anyWrongType.filter((value) => !ofType(value, schema.type) && !schema.enum?.includes(value));
  const options = [wrongType, deeplyNested, ...outOfBounds(schema)];
  if (schema.type === 'object') options.push(...objectMutations(schema));
  if (schema.type === 'array' && schema.items) {
    options.push(fc.array(badValue(schema.items), { minLength: 1, maxLength: 3 }));
  }
  if (schema.type === 'string') options.push(nastyString(0, 60));
  return fc.oneof(...options);
}
