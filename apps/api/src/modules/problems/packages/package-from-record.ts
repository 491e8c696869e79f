import { LANGUAGE_ID_BY_NAME, splitTags } from '@codecourt/contracts';
import type { ProblemChecker } from '@codecourt/contracts';
import { checkerFromStored } from '@codecourt/problem-package';
import type { ProblemPackageInput } from '@codecourt/problem-package';
import type { ProblemRecord } from '../problem-record.js';

function checkerOf(record: ProblemRecord): ProblemChecker {
  return checkerFromStored({
    validation: record.validation,
    validator: record.validator,
    files: record.format.validatorFiles,
    entry: record.format.validatorEntry,
    flags: record.validatorFlags,
    interactive: record.format.kind.interactive,
  });
}

/** The stored problem as a package in the same layout it was imported from (templates as templates/<lang>/ with a harness or solution.<ext>, accepted as solution[.fn].<ext>). */
export function packageFromRecord(record: ProblemRecord): ProblemPackageInput {
  return {
    slug: record.slug,
    title: record.title,
    statement: record.description,
    difficulty: record.difficulty,
    tags: splitTags(record.tags) as ProblemPackageInput['tags'],
    constraints: record.constraints,
    ...(record.source === null ? {} : { source: record.source }),
    ...(record.license === null ? {} : { license: record.license }),
    limits: { timeMs: record.timeLimitMs, memoryKb: record.memoryLimitKb, ...record.format.judgeLimits },
    checker: checkerOf(record),
    kind: record.format.kind,
    groups: record.format.groups,
    ...(record.format.grading ? { grading: record.format.grading } : {}),
    interactions: record.format.interactions,
    inputValidators: record.format.inputValidators ?? [],
    checktestdata: record.format.checktestdata ?? [],
    testdataArgs: record.format.testdataArgs ?? [],
    statementFormat: record.format.statementFormat,
    statementAssets: record.format.statementAssets,
    ...(record.format.statementPdf === undefined ? {} : { statementPdf: record.format.statementPdf }),
    samples: record.samples.map((t) => ({
      name: t.name,
      input: t.input,
      answer: t.output,
      ...(t.explanation === '' ? {} : { explanation: t.explanation }),
    })),
    secrets: record.secrets.map((t) => ({ name: t.name, input: t.input, answer: t.output })),
    templates: record.templates.map((t) => ({
      language: LANGUAGE_ID_BY_NAME[t.language],
      source: t.code,
      ...(t.harness ? { harness: t.harness } : {}),
    })),
    submissions: record.referenceSolutions.map((s) => ({
      language: LANGUAGE_ID_BY_NAME[s.language],
      source: s.code,
      functionOnly: record.templates.some((t) => t.language === s.language && t.harness !== null),
      directory: 'accepted',
      expected: 'Accepted',
    })),
  };
}
