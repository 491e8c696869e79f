import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanDetail, PlanStep } from '@codecourt/contracts';
import { DifficultyBadge } from '@/components/ui/problem-badges';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useEnrolPlan } from '@/features/plans/api/enrol-plan';
import { usePlan } from '@/features/plans/api/get-plans';
import { PlanProgress } from '@/features/plans/components/plan-progress';

function StepRow({ step, index }: { step: PlanStep; index: number }) {
  const Icon = step.solved ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3 p-4" data-testid="plan-step">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${step.solved ? 'text-success' : 'text-base-content/40'}`}
        aria-hidden
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-base-content/70">{index + 1}.</span>
          <Link className="link link-hover font-medium" to={paths.problem.getHref(step.problem._id)}>
            {step.problem.title}
          </Link>
          <DifficultyBadge difficulty={step.problem.difficulty} />
          {step.solved && <span className="sr-only">solved</span>}
        </div>
        <p className="text-sm text-base-content/75">{step.intro}</p>
      </div>
    </li>
  );
}

/** The steps, grouped under their sections in order. */
function Steps({ plan }: { plan: PlanDetail }) {
  const groups: { section: string | null; steps: { step: PlanStep; index: number }[] }[] = [];
  plan.steps.forEach((step, index) => {
    const last = groups.at(-1);
    if (last && last.section === step.section) last.steps.push({ step, index });
    else groups.push({ section: step.section, steps: [{ step, index }] });
  });
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section
          key={`${group.section ?? ''}-${String(group.steps[0]?.index)}`}
          className="flex flex-col gap-2"
        >
          {group.section && <h2 className="text-lg font-semibold">{group.section}</h2>}
          <ol className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {group.steps.map(({ step, index }) => (
              <StepRow key={step.problem._id} step={step} index={index} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function PlanView({ slug }: { slug: string }) {
  const user = useAuth((s) => s.user);
  const plan = usePlan(slug, user?._id);
  const enrol = useEnrolPlan();
  if (plan.isPending) return <Spinner />;
  if (plan.isError) {
    return (
      <LoadError
        title="Could not load the study plan"
        error={plan.error}
        onRetry={() => void plan.refetch()}
      />
    );
  }
  const data = plan.data;
  const next = data.nextProblem;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${data.title} · CodeCourt`}</title>
      <PageHeader
        title={data.title}
        description={data.summary}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {user && !data.enrolled && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={enrol.isPending}
                onClick={() => {
                  enrol.mutate(slug);
                }}
              >
                Enrol
              </button>
            )}
            {data.enrolled && <span className="badge badge-soft badge-primary">Enrolled</span>}
            {next ? (
              <Link className="btn btn-primary btn-sm" to={paths.problem.getHref(next._id)}>
                Next problem: {next.title}
              </Link>
            ) : (
              <span className="badge badge-soft badge-success">Plan complete</span>
            )}
          </div>
        }
      />
      {enrol.error ? (
        <p role="alert" className="text-sm text-error">
          {errorMessage(enrol.error)}
        </p>
      ) : null}
      <PlanProgress solved={data.solvedCount} total={data.stepCount} />
      <Steps plan={data} />
    </div>
  );
}
