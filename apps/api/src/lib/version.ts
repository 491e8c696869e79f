import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from './repo-root.js';

const packageJsonSchema = z.object({ version: z.string() });

/** The API package version, read once: health reports it so a deploy can be checked. */
export const apiVersion = packageJsonSchema.parse(
  JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')),
).version;
