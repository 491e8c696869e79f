import { MessageSquare } from 'lucide-react';
import { DiscussionTagBadge } from '@/components/ui/discussion-tag-badge';
import { DEMO_TOPICS } from '@/features/discuss/data/demo-topics';

export function TopicsTable() {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">Community topics (static preview)</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Topic</th>
            <th scope="col" className="hidden sm:table-cell">
              Tag
            </th>
            <th scope="col" className="hidden md:table-cell">
              Author
            </th>
            <th scope="col" className="text-right">
              Replies
            </th>
          </tr>
        </thead>
        <tbody>
          {DEMO_TOPICS.map((topic) => (
            <tr key={topic.title} className="hover:bg-base-200/60">
              <td className="font-medium">{topic.title}</td>
              <td className="hidden sm:table-cell">
                <DiscussionTagBadge tag={topic.tag} />
              </td>
              <td className="hidden text-base-content/70 md:table-cell">{topic.author}</td>
              <td className="text-right text-base-content/70">
                <span className="inline-flex items-center gap-1.5">
                  <MessageSquare className="size-3.5" aria-hidden="true" />
                  {topic.replies}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
