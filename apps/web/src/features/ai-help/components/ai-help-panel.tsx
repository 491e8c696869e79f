import { Bot } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export function AiHelpPanel() {
  return (
    <EmptyState icon={Bot} title="AI help is not available on this server yet">
      An assistant that answers questions about this problem is planned. Until then, the examples, the
      reference solutions and your own submissions are the best places to look.
    </EmptyState>
  );
}
