import { z } from 'zod';
import {
  importProblemQuerySchema,
  adminProblemSchema,
  importProblemResponseSchema,
  verifyEventSchema,
  deleteProblemResponseSchema,
  problemInputSchema,
  problemUpdateInputSchema,
  problemListResponseSchema,
  problemSchema,
  problemStatsResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const VERIFY_STREAM = {
  status: 200,
  description: 'One `data:` line of JSON per event (verifyEventSchema)',
  schema: verifyEventSchema,
  contentType: 'text/event-stream',
};

/** /api/problem in the OpenAPI document. `{id}` takes the problem's uuid or its package slug. */
export const PROBLEM_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/problem/getAllProblem',
    tag: 'problem',
    summary: 'Every problem of the library (_id, title, difficulty, tags)',
    access: 'public',
    success: { status: 200, description: 'The problem list', schema: problemListResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/problem/stats',
    tag: 'problem',
    summary: 'Per problem: submissions, accepted submissions and how many users solved it',
    access: 'public',
    success: { status: 200, description: 'One row per problem', schema: problemStatsResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/problem/problemById/{id}',
    tag: 'problem',
    summary: 'One problem with its samples, starter code and reference solutions (never its hidden tests)',
    access: 'public',
    success: { status: 200, description: 'The problem', schema: problemSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/problem/statement/{slug}/{file}',
    tag: 'problem',
    summary:
      'A file the problem package’s statement brought (a figure, or the PDF of a PDF-only statement), public like the statement',
    access: 'public',
    success: {
      status: 200,
      description: 'The file, with its content type (served with a sandboxing Content-Security-Policy)',
      schema: z.string(),
      contentType: 'application/octet-stream',
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/problem/admin/{id}',
    tag: 'problem',
    summary:
      'One problem as the admin update form edits it: what problemById answers plus its hidden tests (hiddenTestCases: [{input, output}], in order)',
    access: 'admin',
    success: { status: 200, description: 'The problem with its hidden tests', schema: adminProblemSchema },
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/problem/problemSolvedByUser',
    tag: 'problem',
    summary: 'Problems the signed-in user has an Accepted submission for',
    access: 'user',
    success: { status: 200, description: 'The solved problems', schema: problemListResponseSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/problem/create',
    tag: 'problem',
    summary:
      'Create a problem (timeLimitMs and memoryLimitKb when given, else the judge defaults; the default checker). Every reference solution is first judged on every visible and hidden test; if one fails nothing is saved and the 400 body is {error: "<Language> reference solution: <Verdict> on <visible|hidden> test <n>", failure: {language, testKind, testNumber, verdict, input, expected, actual}} (referenceRejectedResponseSchema). 409 when the title is taken, 503 when the judge cannot run',
    access: 'admin',
    body: problemInputSchema,
    success: { status: 201, description: 'The created problem', schema: problemSchema },
    errors: [400, 409, 503],
  },
  {
    method: 'post',
    path: '/problem/verify',
    tag: 'problem',
    summary:
      'Run the checks of create (title free, every reference solution on every test) and stream their progress as server-sent events; nothing is saved. Events: started, judging (per language), test (per judged test), then one of passed, failed (with the create 400 body) or error',
    access: 'admin',
    body: problemInputSchema,
    success: VERIFY_STREAM,
    errors: [400, 409],
  },
  {
    method: 'post',
    path: '/problem/verify/{id}',
    tag: 'problem',
    summary:
      'The checks of an update of problem {id}, streamed like /problem/verify; nothing is saved. The body is the update’s: hidden tests left out are the server’s own copy, or `hiddenTestChanges` names the stored tests removed and the tests added (large ones are uploaded with POST /problem-tests/{id})',
    access: 'admin',
    body: problemUpdateInputSchema,
    success: VERIFY_STREAM,
    errors: [400, 404, 409],
  },
  {
    method: 'put',
    path: '/problem/update/{id}',
    tag: 'problem',
    summary:
      'Replace a problem’s statement, tests, starter code, solutions and harnesses (limits and harnesses left out are kept, the checker always); hidden tests left out are the server’s own copy, `hiddenTestChanges` removes (by name) and adds tests. Verified like create before anything is saved',
    access: 'admin',
    body: problemUpdateInputSchema,
    success: { status: 200, description: 'The updated problem', schema: problemSchema },
    errors: [400, 404, 409, 503],
  },
  {
    method: 'delete',
    path: '/problem/delete/{id}',
    tag: 'problem',
    summary:
      'Delete a problem with its tests, templates, solutions, video, bookmarks and discussions. Users’ submissions stay (readable by id and by GET /submission/problem/{id}, with the title kept at submission time) and so do the solves they earned',
    access: 'admin',
    success: { status: 200, description: 'Deleted', schema: deleteProblemResponseSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/problem/import',
    tag: 'problem',
    summary:
      'Import a problem package: a zip (at most 20 MB, 200 MB unpacked) in the Kattis layout, as multipart field `file`, with problem.yaml at its root or in its one folder. Entries that are symbolic links, devices or paths outside the package are refused, as the command-line importer refuses them. A package whose slug exists answers 409 with the problem it would replace ({error, existing: {_id, slug, title}}) unless `replace=true`, which updates that problem (keeping its id); verified like create (400 with the failing reference) before anything is saved',
    access: 'admin',
    query: importProblemQuerySchema,
    body: z.object({ file: z.string().describe('The package zip') }),
    bodyContentType: 'multipart/form-data',
    success: {
      status: 201,
      description: 'Imported (200 when it updated the problem with that slug)',
      schema: importProblemResponseSchema,
    },
    errors: [400, 409, 413, 503],
  },
  {
    method: 'get',
    path: '/problem/export/{id}',
    tag: 'problem',
    summary:
      'The problem as a package zip in the Kattis layout (hidden tests and reference solutions included), under a folder named after its slug',
    access: 'admin',
    success: { status: 200, description: 'The zip', schema: z.string(), contentType: 'application/zip' },
    errors: [404],
  },
];
