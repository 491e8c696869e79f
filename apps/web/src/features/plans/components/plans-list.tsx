import { Route } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanSummary } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePlans } from '@/features/plans/api/get-plans';
import { PlanProgress } from '@/features/plans/components/plan-progress';

function PlanCard({ plan }: { plan: PlanSummary }) {
  return (
    <li className="card card-border border-base-300 bg-base-100 p-5" data-testid="plan-card">
      <div className="flex items-start gap-2">
        <Link className="link link-hover flex-1 text-lg font-semibold" to={paths.plan.getHref(plan.slug)}>
          {plan.title}
        </Link>
        {plan.enrolled && <span className="badge badge-soft badge-primary">Enrolled</span>}
      </div>
      <p className="mt-2 text-sm text-base-content/75">{plan.summary}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-base-content/70">
        <span>{plan.stepCount} problems</span>
        <PlanProgress solved={plan.solvedCount} total={plan.stepCount} />
      </div>
    </li>
  );
}

/** Every plan; `enrolledOnly` shows the caller's own (the profile's section). */
export function PlansList({ enrolledOnly = false }: { enrolledOnly?: boolean }) {
  const user = useAuth((s) => s.user);
  const plans = usePlans(user?._id);
  if (plans.isPending) return <Spinner />;
  if (plans.isError) {
    return (
      <LoadError
        title="Could not load the study plans"
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const shown = enrolledOnly ? plans.data.filter((p) => p.enrolled) : plans.data;
  if (shown.length === 0) {
    return (
      <EmptyState icon={Route} title={enrolledOnly ? 'No study plan yet' : 'No study plans'}>
        {enrolledOnly ? (
          <Link className="link" to={paths.plans.getHref()}>
            Pick a study plan
          </Link>
        ) : (
          'An admin can add plans.'
        )}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {shown.map((plan) => (
        <PlanCard key={plan.slug} plan={plan} />
      ))}
    </ul>
  );
}
