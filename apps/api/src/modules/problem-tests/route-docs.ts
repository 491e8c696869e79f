import { z } from 'zod';
import { testUploadResponseSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

export const PROBLEM_TEST_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/problem-tests/{id}',
    tag: 'problem',
    summary:
      'Add hidden tests to problem {id} as files (multipart, each at most 20 MB): one test as fields `input` and `answer`, or a zip (field `zip`) of `.in` files with their `.ans` (or `.out`) beside them, such as a package’s `data/` (sample tests are skipped). A test is named after its file below `secret/` (so `data/secret/2-large/05.in` joins group `2-large`); one named like a stored test replaces it. Every reference solution is judged on the server’s tests with the new ones, and they are saved only when all pass (400 with the failing reference otherwise, as update)',
    access: 'admin',
    body: z.object({
      input: z.string().optional().describe('One test’s input file'),
      answer: z.string().optional().describe('Its expected output'),
      zip: z.string().optional().describe('Or a zip of .in/.ans pairs'),
    }),
    bodyContentType: 'multipart/form-data',
    success: { status: 200, description: 'Judged and saved', schema: testUploadResponseSchema },
    errors: [400, 404, 413, 503],
  },
];
