import { Bot, Code2, Gauge, MessagesSquare } from 'lucide-react';
import { useAiConfigured } from '@/lib/ai-status';

const AI_CARD = 'AI help when stuck';

const FEATURES = [
  {
    icon: Gauge,
    title: 'A real judge',
    text: 'Every submission compiles and runs in a sandbox against hidden tests, with time and memory limits.',
  },
  {
    icon: Code2,
    title: 'Four languages',
    text: 'C++, Java, JavaScript and Python in a full code editor with starter code for each problem.',
  },
  {
    icon: Bot,
    title: AI_CARD,
    text: 'Ask for a hint about the problem in front of you without being handed the answer.',
  },
  {
    icon: MessagesSquare,
    title: 'Discussions',
    text: 'Compare approaches, ask questions and vote on the clearest explanations.',
  },
] as const;

export function FeatureGrid() {
  // The AI card shows only once the server says AI help is on: no promise this instance cannot keep.
  const aiConfigured = useAiConfigured();
  const features = FEATURES.filter(({ title }) => title !== AI_CARD || aiConfigured === true);
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
        Everything you need to prepare
      </h2>
      <ul
        className={`mt-10 grid gap-5 sm:grid-cols-2 ${features.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-box border border-base-300 bg-base-100 p-6 transition-shadow hover:shadow-lg"
          >
            <span className="grid size-10 place-items-center rounded-field bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-base-content/70">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
