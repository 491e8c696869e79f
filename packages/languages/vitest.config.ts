import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'languages', include: ['src/**/*.test.ts'] } });
