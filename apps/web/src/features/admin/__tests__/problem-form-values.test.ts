import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import {
  emptyProblemForm,
  fromProblem,
  moveItem,
  toProblemInput,
  updateInput,
  type ProblemFormValues,
} from '@/features/admin/lib/problem-form-values';
import { validateProblemForm } from '@/features/admin/lib/validate-problem-form';

function completeForm(): ProblemFormValues {
  const values = emptyProblemForm();
  return {
    ...values,
    title: 'Add Two Numbers',
    description: 'Print **a + b**.',
    tags: ['array', 'dp'],
    constraints: '1 <= a, b <= 10\n\n',
    visibleTestCases: [{ key: 'v', input: '1 2', output: '3', explanation: '1 + 2 = 3' }],
    hiddenTestCases: [{ key: 'h', input: '5 5', output: '10' }],
    code: {
      ...values.code,
      'C++': { template: '// c++', reference: 'int main(){}' },
      Java: { template: '// java', reference: 'class Main {}' },
      JavaScript: { template: '// js', reference: 'console.log(3)' },
    },
  };
}

describe('problem form validation', () => {
  it('when the form is empty, then each field shows the API’s own message', () => {
    const check = validateProblemForm(emptyProblemForm());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.title).toBe('Title is required');
    expect(check.errors.description).toBe('Description is required');
    expect(check.errors.tags).toBe('Tags are required');
    expect(check.errors['visibleTestCases.0.input']).toBe('Input is required');
    expect(check.errors['visibleTestCases.0.explanation']).toBe('Explanation is required');
    expect(check.errors['hiddenTestCases.0.output']).toBe('Output is required');
    expect(check.errors.startCode).toBe(MESSAGES.allLanguagesRequired);
    expect(check.errors.referenceSolution).toBe(MESSAGES.allLanguagesRequired);
  });

  it('when one of the three languages has no reference, then "All three languages required" is shown', () => {
    const values = completeForm();
    values.code.Java = { template: '// java', reference: '   ' };
    const check = validateProblemForm(values);
    expect(check.ok ? undefined : check.errors.referenceSolution).toBe(MESSAGES.allLanguagesRequired);
  });

  it('when there are no test rows, then at least one visible and one hidden test is asked for', () => {
    const check = validateProblemForm({ ...completeForm(), visibleTestCases: [], hiddenTestCases: [] });
    expect(check.ok ? {} : check.errors).toMatchObject({
      visibleTestCases: 'At least one visible test case is required',
      hiddenTestCases: 'At least one hidden test case is required',
    });
  });

  it('when the form is complete, then the body joins the tags, drops blank constraints and leaves Python out', () => {
    const check = validateProblemForm(completeForm());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.tags).toBe('array,dp');
    expect(check.input.constraints).toEqual(['1 <= a, b <= 10']);
    expect(check.input.startCode.map((entry) => entry.language)).toEqual(['C++', 'Java', 'JavaScript']);
  });

  it('when Python is written, then it travels with the other three', () => {
    const values = completeForm();
    values.code.Python = { template: '# py', reference: 'print(3)' };
    expect(toProblemInput(values).referenceSolution.map((entry) => entry.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
    ]);
  });

  it('when a stored problem has TypeScript and Rust code, then the form loads them and sends them back', () => {
    const input = toProblemInput(completeForm());
    const stored = {
      ...input,
      _id: '00000000-0000-4000-8000-000000000002',
      slug: 'add-two',
      number: 2,
      tags: 'array',
      editorial: false,
      timeLimitMs: 1000,
      memoryLimitKb: 262_144,
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '' }],
      startCode: [...input.startCode, { language: 'TypeScript' as const, initialCode: '// ts' }],
      referenceSolution: [
        ...input.referenceSolution,
        { language: 'TypeScript' as const, completeCode: 'console.log(3)' },
        { language: 'Rust' as const, completeCode: 'fn main() {}' },
      ],
    };

    const sent = toProblemInput(fromProblem(stored, [{ input: '5 5', output: '10' }], ['array']));

    expect(sent.startCode).toContainEqual({ language: 'TypeScript', initialCode: '// ts' });
    expect(sent.referenceSolution).toContainEqual({ language: 'Rust', completeCode: 'fn main() {}' });
    expect(sent.referenceSolution).toContainEqual({ language: 'TypeScript', completeCode: 'console.log(3)' });
  });
});

describe('moving test rows', () => {
  it('when a row moves up or down, then only it and its neighbour swap; past the ends nothing moves', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('when a new form opens, then the limits are the judge’s defaults and travel in the body, memory in KiB', () => {
    const check = validateProblemForm(completeForm());
    expect(emptyProblemForm()).toMatchObject({ timeLimitMs: '2000', memoryLimitMb: '256' });
    expect(check.ok ? check.input : undefined).toMatchObject({ timeLimitMs: 2000, memoryLimitKb: 262_144 });
  });

  it('when a limit is blank, then it is left out so the server keeps or defaults it', () => {
    const input = toProblemInput({ ...completeForm(), timeLimitMs: ' ', memoryLimitMb: '' });
    expect('timeLimitMs' in input || 'memoryLimitKb' in input).toBe(false);
  });

  it.each([
    ['time', { timeLimitMs: 'fast' }, 'timeLimitMs', MESSAGES.timeLimitInvalid],
    ['time', { timeLimitMs: '20001' }, 'timeLimitMs', MESSAGES.timeLimitInvalid],
    ['memory', { memoryLimitMb: '8' }, 'memoryLimitKb', MESSAGES.memoryLimitInvalid],
    ['memory', { memoryLimitMb: '4096' }, 'memoryLimitKb', MESSAGES.memoryLimitInvalid],
  ])(
    'when the %s limit is out of bounds (%o), then its message is shown',
    (_what, change, field, message) => {
      const check = validateProblemForm({ ...completeForm(), ...change });
      expect(check.ok ? undefined : check.errors[field]).toBe(message);
    },
  );

  it('when a stored problem is loaded, then its limits fill the form, memory in MB', () => {
    const values = fromProblem(
      {
        _id: '00000000-0000-4000-8000-000000000001',
        slug: 'sum',
        number: 1,
        title: 'Sum',
        difficulty: 'easy',
        tags: 'array',
        description: 'Add.',
        constraints: [],
        visibleTestCases: [],
        startCode: [],
        referenceSolution: [],
        editorial: false,
        timeLimitMs: 1500,
        memoryLimitKb: 128 * 1024,
      },
      [],
      ['array'],
    );
    expect(values).toMatchObject({ timeLimitMs: '1500', memoryLimitMb: '128' });
  });
});

describe('updateInput', () => {
  it('when the hidden tests are as loaded, then the update body leaves them out; when one changed, then it carries them', () => {
    const loaded = completeForm();
    const edited = { ...loaded, title: 'Add Two Numbers, again' };

    expect(updateInput(toProblemInput(edited), edited, loaded)).not.toHaveProperty('hiddenTestCases');
    expect(updateInput(toProblemInput(edited), edited, loaded)).toMatchObject({
      title: 'Add Two Numbers, again',
    });

    const changed = { ...loaded, hiddenTestCases: [{ key: 'h', input: '5 5', output: '11' }] };
    expect(updateInput(toProblemInput(changed), changed, loaded).hiddenTestCases).toEqual([
      { input: '5 5', output: '11' },
    ]);
  });

  it('when the loaded tests carry names and one is edited, one removed and one added, then only those changes travel', () => {
    const loaded = {
      ...completeForm(),
      hiddenTestCases: [
        { key: 'a', name: '01', input: '1 1', output: '2' },
        { key: 'b', name: '02', input: '2 2', output: '4' },
        { key: 'c', name: '03', input: '3 3', output: '6' },
      ],
    };
    const edited = {
      ...loaded,
      hiddenTestCases: [
        { key: 'a', name: '01', input: '1 1', output: '2' },
        { key: 'c', name: '03', input: '3 3', output: '7' },
        { key: 'd', input: '4 4', output: '8' },
      ],
    };

    const body = updateInput(toProblemInput(edited), edited, loaded);

    expect(body).not.toHaveProperty('hiddenTestCases');
    expect(body.hiddenTestChanges).toEqual({
      removed: ['02', '03'],
      added: [
        { input: '3 3', output: '7' },
        { input: '4 4', output: '8' },
      ],
    });
  });

  it('when a harness is written for a language, then create carries it; a language left blank has none', () => {
    const values = completeForm();
    values.harness['C++'] = { prepend: '#include <vector>', append: 'int main() { solve(); }' };

    expect(toProblemInput(values).harnesses).toEqual([
      { language: 'C++', prepend: '#include <vector>', append: 'int main() { solve(); }' },
    ]);
    expect(toProblemInput(completeForm()).harnesses).toEqual([]);
  });

  it('when a stored problem’s harnesses are as loaded, then the update leaves them out; when one changed, then all travel', () => {
    const stored = {
      _id: '00000000-0000-4000-8000-000000000001',
      slug: 'two-sum',
      number: 1,
      ...toProblemInput(completeForm()),
      tags: 'array',
      startCode: [],
      referenceSolution: [],
      editorial: false,
      timeLimitMs: 1000,
      memoryLimitKb: 262_144,
      visibleTestCases: [{ input: '1 2', output: '3', explanation: '' }],
      harnesses: [
        { language: 'Python' as const, prepend: 'import sys', append: 'print(solve())' },
        { language: 'Go' as const, prepend: 'package main', append: '' },
      ],
    };
    const loaded = fromProblem(stored, [{ name: '01', input: '5 5', output: '10' }], ['array']);
    expect(loaded.harness.Python).toEqual({ prepend: 'import sys', append: 'print(solve())' });

    const retitled = { ...loaded, title: 'Two Sum, again' };
    expect(updateInput(toProblemInput(retitled), retitled, loaded)).not.toHaveProperty('harnesses');

    const edited = { ...loaded, harness: { ...loaded.harness, Python: { prepend: '', append: '' } } };
    // Go is an optional form language too: its harness travels untouched beside Python's removal.
    expect(updateInput(toProblemInput(edited), edited, loaded).harnesses).toEqual([
      { language: 'Go', prepend: 'package main', append: '' },
    ]);
  });
});
