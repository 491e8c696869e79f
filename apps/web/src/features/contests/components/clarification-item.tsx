import type { ReactNode } from 'react';
import { Megaphone, MessageCircleQuestion } from 'lucide-react';
import type { Clarification } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';

/** One question with its answer, or one announcement; `children` holds the jury's answer form. */
export function ClarificationItem({ item, children }: { item: Clarification; children?: ReactNode }) {
  const announcement = item.kind === 'announcement';
  const Icon = announcement ? Megaphone : MessageCircleQuestion;
  return (
    <li className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-4" data-testid="clarification">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${announcement ? 'text-warning' : 'text-primary'}`}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 text-xs text-base-content/70">
          <span className="font-semibold text-base-content">
            {announcement ? 'Announcement' : item.label ? `Problem ${item.label}` : 'General'}
          </span>
          {item.user && <span>{personName(item.user)}</span>}
          <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleTimeString()}</time>
          {!announcement && item.broadcast && (
            <span className="badge badge-xs border-transparent bg-info/15 text-base-content">
              to everyone
            </span>
          )}
        </p>
        <p className="whitespace-pre-wrap break-words text-sm">{item.text}</p>
        {!announcement &&
          (item.answer === null ? (
            <p className="text-sm italic text-base-content/70">Waiting for the jury's answer.</p>
          ) : (
            <p
              className="whitespace-pre-wrap break-words rounded-field bg-base-200 px-3 py-2 text-sm"
              data-testid="clarification-answer"
            >
              <span className="font-semibold">Jury: </span>
              {item.answer}
            </p>
          ))}
        {children}
      </div>
    </li>
  );
}
