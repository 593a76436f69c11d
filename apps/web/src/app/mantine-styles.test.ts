import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.resolve(src, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every value the app imports from @mantine/core, e.g. Button, Modal. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of list!.split(',').map((part) => part.trim()))
        if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

describe('Mantine styles (docs/decisions/121)', () => {
  it('includes the stylesheet of every Mantine component the app imports that has one', () => {
    const included = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const missing = [...importedComponents()].filter(
      (name) =>
        existsSync(path.join(stylesDir, `${name}.layer.css`)) &&
        !included.includes(`'@mantine/core/styles/${name}.layer.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('names only stylesheets Mantine ships', () => {
    const included = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const files = [...included.matchAll(/'@mantine\/core\/styles\/([^']+)'/g)].map(([, file]) => file!);
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !existsSync(path.join(stylesDir, file)))).toEqual([]);
  });
});
