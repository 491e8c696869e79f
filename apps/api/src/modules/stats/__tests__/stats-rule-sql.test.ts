import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../db/client.js';

const RULE_FILE = new URL('../record-accepted-submission.sql', import.meta.url);

/** The function's definition, from CREATE to its closing `END $$;`, whitespace folded. */
function definitionIn(sql: string): string | undefined {
  const match = /CREATE (?:OR REPLACE )?FUNCTION record_accepted_submission\b[\s\S]*?END \$\$;/.exec(sql);
  return match?.[0].replace('CREATE OR REPLACE', 'CREATE').replace(/\s+/g, ' ');
}

describe('the stats rule SQL beside recompute-stats.ts', () => {
  it('when the rule file is read, then the latest migration defining the function has the same definition', async () => {
    const migrations = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
    const definitions: string[] = [];
    for (const name of migrations) {
      const definition = definitionIn(await readFile(path.join(migrationsFolder, name), 'utf8'));
      if (definition) definitions.push(definition);
    }
    const rule = definitionIn(await readFile(RULE_FILE, 'utf8'));

    expect(rule).toBeDefined();
    expect(definitions.at(-1)).toBe(rule);
  });
});
