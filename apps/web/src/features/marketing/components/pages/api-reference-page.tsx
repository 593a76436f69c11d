import { Alert, Anchor, Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../components/page-loader';
import { usePageTitle } from '../../../../lib/use-page-title';
import { type JsonSchema, type Operation, parseOperation, useOpenApiDocument } from '../../api/openapi-document';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function typeName(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeName(schema.items)}[]`;
  return type ?? 'object';
}

function Fields({ schema, caption }: { schema: JsonSchema | undefined; caption: string }) {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return null;
  return (
    <Table withTableBorder fz="sm" captionSide="top" style={{ overflowWrap: 'anywhere' }}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Required</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {properties.map(([name, property]) => (
          <Table.Tr key={name}>
            <Table.Td>
              <Code>{name}</Code>
            </Table.Td>
            <Table.Td>{typeName(property)}</Table.Td>
            <Table.Td>{schema?.required?.includes(name) ? 'yes' : 'no'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Endpoint({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  const ok = Object.values(operation.responses?.['200']?.content ?? {})[0]?.schema;
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Badge variant="default" miw={64}>
            {method.toUpperCase()}
          </Badge>
          <Code style={{ overflowWrap: 'anywhere' }}>{path}</Code>
        </Group>
        {operation.description && <Text size="sm">{operation.description}</Text>}
        {query.length > 0 && (
          <Text size="sm">
            Query: {query.map((parameter) => `${parameter.name}${parameter.required ? '' : ' (optional)'}`).join(', ')}
          </Text>
        )}
        {body && <Fields schema={body[1].schema} caption={`Request body (${body[0]})`} />}
        <Fields schema={ok} caption="Response (200)" />
      </Stack>
    </Card>
  );
}

/** /api: a readable reference built from the server's own OpenAPI document. */
export function ApiReferencePage() {
  usePageTitle('API reference');
  const document = useOpenApiDocument();
  if (document.isPending) return <PageLoader label="Loading the API reference…" />;
  if (document.isError) {
    return (
      <Stack maw={760} mx="auto" py="lg">
        <Title order={1}>API reference</Title>
        <Alert color="red">The API description could not be loaded: {document.error.message}</Alert>
      </Stack>
    );
  }
  const groups = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, item] of Object.entries(document.data.paths)) {
    for (const method of methods) {
      const parsed = parseOperation(item[method]);
      if (!item[method] || !parsed.success) continue;
      const tag = parsed.data.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation: parsed.data }]);
    }
  }
  return (
    <Stack maw={880} mx="auto" py="lg" gap="lg">
      <Title order={1}>API reference</Title>
      <Text>
        {document.data.info.description} Requests and responses are JSON unless noted; errors have the body{' '}
        <Code>{'{ code, message, fieldErrors? }'}</Code>. Signed-in calls use the <Code>sid</Code> cookie. The
        machine-readable document is at <Anchor href="/api/openapi.json">/api/openapi.json</Anchor>.
      </Text>
      {[...groups.entries()].map(([tag, endpoints]) => (
        <Stack component="section" key={tag} gap="sm">
          <Title order={2} size="h3" tt="capitalize">
            {tag}
          </Title>
          {endpoints.map((endpoint) => (
            <Endpoint key={`${endpoint.method} ${endpoint.path}`} {...endpoint} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
