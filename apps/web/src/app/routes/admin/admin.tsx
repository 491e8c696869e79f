import { Link } from 'react-router';
import { FilePlus2, FilePen, Trash2, Trophy, Video } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAccess } from '@/features/auth/components/require-access';
import { ImportExportCard } from '@/features/admin/components/import-export-card';

const CARDS = [
  {
    title: 'Create Problem',
    text: 'Add a problem with test cases, starter code and reference solutions.',
    href: paths.admin.create.getHref(),
    icon: FilePlus2,
  },
  {
    title: 'Update Problem',
    text: 'Edit the statement, tests or code of an existing problem.',
    href: paths.admin.update.getHref(),
    icon: FilePen,
  },
  {
    title: 'Delete Problem',
    text: 'Remove a problem and everything attached to it.',
    href: paths.admin.delete.getHref(),
    icon: Trash2,
  },
  {
    title: 'Contests',
    text: 'Create, edit and delete contests with their problem sets.',
    href: paths.admin.contests.getHref(),
    icon: Trophy,
  },
  {
    title: 'Video Solutions',
    text: 'Upload or remove the editorial video of a problem.',
    href: paths.admin.video.getHref(),
    icon: Video,
  },
] as const;

export default function AdminRoute() {
  return (
    <RequireAccess admin>
      <PageContainer>
        <title>Admin Panel · CodeCourt</title>
        <PageHeader title="Admin Panel" description="Manage the problem library and its solution videos." />
        <ul className="mb-5 grid gap-5 sm:grid-cols-2" data-testid="admin-cards">
          {CARDS.map(({ title, text, href, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full gap-4 rounded-box border border-base-300 bg-base-100 p-6 transition hover:border-primary/50 hover:shadow-lg"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-field bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-base-content/70">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <ImportExportCard />
      </PageContainer>
    </RequireAccess>
  );
}
