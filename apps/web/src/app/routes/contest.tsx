import { useParams } from 'react-router';
import { MarkdownHtml } from '@/features/problem-statement/components/markdown-html';
import { ContestView } from '@/features/contests/components/contest-view';

export default function ContestRoute() {
  const { slug = '' } = useParams();
  // The description is Markdown sanitised the way problem statements are.
  return <ContestView slug={slug} renderMarkdown={(source) => <MarkdownHtml source={source} />} />;
}
