import { Quote } from 'lucide-react';
import type { LandingStory } from '@codecourt/contracts';

function StoryCard({ story }: { story: LandingStory }) {
  return (
    <figure className="flex w-80 shrink-0 flex-col rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <Quote className="size-6 text-primary/60" aria-hidden="true" />
      <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-base-content/80">
        {story.quote}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span className="grid size-9 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {story.name.charAt(0)}
        </span>
        <span>
          <span className="block text-sm font-semibold">{story.name}</span>
          {story.role && <span className="block text-xs text-base-content/75">{story.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Auto-scrolling row; hover or focus pauses it, reduced motion turns it into a plain scrollable row. */
export function SuccessStories({ stories }: { stories: readonly LandingStory[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="stories-title" className="bg-base-200/50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stories-title" className="text-center text-3xl font-bold tracking-tight">
          Success stories
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-base-content/70">
          How people preparing for interviews use CodeCourt.
        </p>
      </div>
      <div
        // Focusable so keyboard users can scroll the stories when motion is reduced and the row scrolls.
        tabIndex={0}
        role="region"
        aria-label="Success stories"
        className="group mt-10 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]"
      >
        <div
          className="flex w-max gap-6 px-3 animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none"
          data-testid="stories-track"
        >
          {stories.map((story, i) => (
            <StoryCard key={`${String(i)}-${story.name}`} story={story} />
          ))}
          <div className="flex gap-6 motion-reduce:hidden" aria-hidden="true">
            {stories.map((story, i) => (
              <StoryCard key={`${String(i)}-${story.name}`} story={story} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
